import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../core/appError';
import type { AuditedTransaction } from '../../core/auditTrail/recordAudit';
import type { Database } from '../../db/schema';
import { sha256Hex } from '../../lib/sha256';
import { holdShareLinks } from '../shareLinks';
import { findVisibleEvidence } from './repository';
import { type EvidenceViewer, visibleTo } from './visibility';

type Executor = Kysely<Database> | Transaction<Database>;

export const evidenceSelfReviewMessage = 'You uploaded this version: another member must review it.';

/** An item as the review loop sees it: its current version, submitted for review by whoever uploaded it. */
export type EvidenceUnderReview = {
  id: string;
  name: string;
  version: number;
  sha256: string;
  uploadedBy: string | null;
  uploadedByLabel: string;
  uploadedAt: string;
  /** Its current version waits for a decision. */
  pending: boolean;
};

/** A decision on the current version, as the review loop records it. */
export type EvidenceDecision = {
  state: 'approved' | 'changesRequested';
  /** The fingerprint of the reviewed text (reviewedTextOf) the decision was made on. */
  fingerprint: string;
  byLabel: string;
  at: string;
  note: string | null;
  selfReviewed: boolean;
};

export const evidenceLink = (id: string) => `/evidence-locker?${new URLSearchParams({ item: id }).toString()}`;

/** What a reviewer signs off: one version's bytes, named by their SHA-256, so a new upload is a new submission. */
export const reviewedTextOf = (item: Pick<EvidenceUnderReview, 'name' | 'version' | 'sha256'>) =>
  `Version ${item.version} of ${item.name} (SHA-256 ${item.sha256})`;

export const findEvidenceUnderReview = async (
  db: Executor,
  viewer: EvidenceViewer,
  id: string,
): Promise<EvidenceUnderReview | null> => {
  const found = await findVisibleEvidence(db, viewer, id);
  if (!found) return null;
  return {
    id,
    name: found.item.name,
    version: found.current.version,
    sha256: found.current.sha256,
    uploadedBy: found.current.uploaded_by,
    uploadedByLabel: found.current.uploaded_by_label,
    uploadedAt: found.current.created_at,
    pending: found.item.status === 'pending',
  };
};

/** Items the viewer may see whose current version awaits review, oldest upload first. */
export const listEvidenceUnderReview = async (db: Executor, viewer: EvidenceViewer): Promise<EvidenceUnderReview[]> => {
  const rows = await db
    .selectFrom('evidence_items')
    .innerJoin('evidence_versions as current', (join) =>
      join
        .onRef('current.evidence_id', '=', 'evidence_items.id')
        .onRef('current.version', '=', 'evidence_items.current_version'),
    )
    .select([
      'evidence_items.id',
      'evidence_items.name',
      'current.version',
      'current.sha256',
      'current.uploaded_by',
      'current.uploaded_by_label',
      'current.created_at',
    ])
    .where(visibleTo(viewer))
    .where('evidence_items.status', '=', 'pending')
    .orderBy('current.created_at')
    .orderBy('evidence_items.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    version: row.version,
    sha256: row.sha256,
    uploadedBy: row.uploaded_by,
    uploadedByLabel: row.uploaded_by_label,
    uploadedAt: row.created_at,
    pending: true,
  }));
};

const alreadyReviewed = () => new AppError(409, 'This version was reviewed or replaced meanwhile');

/**
 * The decision becomes the item's status (approved, or rejected when changes are asked for); a rejection withdraws the
 * item from anyone holding a link to an earlier approved version. Answers what the trail should add to the decision.
 */
export const recordEvidenceDecision = async (
  trx: AuditedTransaction,
  organizationId: string,
  id: string,
  decision: EvidenceDecision,
): Promise<string> => {
  const current = await trx
    .selectFrom('evidence_items')
    .innerJoin('evidence_versions as current', (join) =>
      join
        .onRef('current.evidence_id', '=', 'evidence_items.id')
        .onRef('current.version', '=', 'evidence_items.current_version'),
    )
    .select(['evidence_items.name', 'current.version', 'current.sha256'])
    .where('evidence_items.organization_id', '=', organizationId)
    .where('evidence_items.id', '=', id)
    .where('evidence_items.status', '=', 'pending')
    .executeTakeFirst();
  if (!current || sha256Hex(reviewedTextOf(current)) !== decision.fingerprint) throw alreadyReviewed();
  const rejected = decision.state === 'changesRequested';
  const result = await trx
    .updateTable('evidence_items')
    .set({
      status: rejected ? 'rejected' : 'approved',
      reviewed_by_label: decision.byLabel,
      reviewed_at: decision.at,
      review_note: decision.note,
      self_reviewed: decision.selfReviewed ? 1 : 0,
      updated_at: decision.at,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('current_version', '=', current.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw alreadyReviewed();
  const held = rejected ? await holdShareLinks(trx, organizationId, { kind: 'evidence', id }, decision.at) : 0;
  return held > 0 ? ` (${held} share ${held === 1 ? 'link' : 'links'} put on hold)` : '';
};
