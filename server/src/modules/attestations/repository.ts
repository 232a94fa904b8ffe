import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AttestationsTable } from '../../db/schema';

export type AttestationRow = Selectable<AttestationsTable> & { evidence_name: string };

const withEvidence = (db: Db, organizationId: string) =>
  db
    .selectFrom('attestations')
    .innerJoin('evidence_items', 'evidence_items.id', 'attestations.evidence_id')
    .selectAll('attestations')
    .select('evidence_items.name as evidence_name')
    .where('attestations.organization_id', '=', organizationId);

export const insertAttestation = async (db: Db, row: Insertable<AttestationsTable>): Promise<void> => {
  await db.insertInto('attestations').values(row).execute();
};

export const findAttestationRow = (db: Db, organizationId: string, id: string) =>
  withEvidence(db, organizationId).where('attestations.id', '=', id).executeTakeFirst();

/** Newest first; at most `limit`. */
export const listAttestationRows = (
  db: Db,
  organizationId: string,
  checkIds: readonly string[] | null,
  limit: number,
) =>
  withEvidence(db, organizationId)
    .$if(checkIds !== null, (query) => query.where('attestations.check_id', 'in', checkIds!))
    .orderBy('attestations.attested_at', 'desc')
    .orderBy('attestations.id')
    .limit(limit)
    .execute();

export type AttestationReview = {
  status: 'approved' | 'rejected';
  reviewedBy: string;
  reviewedByLabel: string;
  at: string;
  note: string | null;
  selfReviewed: boolean;
};

/** Records the review of a pending attestation; false when it was no longer pending (reviewed meanwhile). */
export const saveAttestationReview = async (db: Db, id: string, review: AttestationReview): Promise<boolean> => {
  const result = await db
    .updateTable('attestations')
    .set({
      status: review.status,
      reviewed_by: review.reviewedBy,
      reviewed_by_label: review.reviewedByLabel,
      reviewed_at: review.at,
      review_note: review.note,
      self_reviewed: review.selfReviewed ? 1 : 0,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Every approved attestation, standing or expired, newest first. */
export const listApprovedRows = (db: Db, organizationId: string) =>
  db
    .selectFrom('attestations')
    .select(['check_id', 'value', 'valid_until', 'attested_by_label', 'reviewed_by_label', 'attested_at'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'approved')
    .orderBy('attested_at', 'desc')
    .execute();
