import type { Db } from '../../db/database';
import { type EvidenceViewer, visibleTo } from './visibility';

export type EvidenceAwaitingReview = { id: string; name: string; uploadedBy: string; uploadedAt: string };
export type ExpiringEvidence = { id: string; name: string; validUntil: string };

/** Items the viewer may see whose current version awaits review and was uploaded by someone else, oldest first. */
export const listEvidenceAwaitingReview = async (db: Db, viewer: EvidenceViewer): Promise<EvidenceAwaitingReview[]> => {
  const rows = await db
    .selectFrom('evidence_items')
    .innerJoin('evidence_versions as current', (join) =>
      join
        .onRef('current.evidence_id', '=', 'evidence_items.id')
        .onRef('current.version', '=', 'evidence_items.current_version'),
    )
    .select(['evidence_items.id', 'evidence_items.name', 'current.uploaded_by_label', 'current.created_at'])
    .where(visibleTo(viewer))
    .where('evidence_items.status', '=', 'pending')
    .where((eb) => eb.or([eb('current.uploaded_by', 'is', null), eb('current.uploaded_by', '!=', viewer.userId)]))
    .orderBy('current.created_at')
    .orderBy('evidence_items.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    uploadedBy: row.uploaded_by_label,
    uploadedAt: row.created_at,
  }));
};

/** The viewer's own unrejected uploads valid until `by` ('YYYY-MM-DD') or earlier, expired ones included. */
export const listOwnExpiringEvidence = async (
  db: Db,
  viewer: EvidenceViewer,
  by: string,
): Promise<ExpiringEvidence[]> => {
  const rows = await db
    .selectFrom('evidence_items')
    .select(['id', 'name', 'valid_until'])
    .where('organization_id', '=', viewer.organizationId)
    .where('uploaded_by', '=', viewer.userId)
    .where('status', '!=', 'rejected')
    .where('valid_until', 'is not', null)
    .where('valid_until', '<=', by)
    .orderBy('valid_until')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, validUntil: row.valid_until ?? by }));
};
