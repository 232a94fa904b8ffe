import type { Db } from '../../db/database';
import { checks, isCheckId } from '../../frameworks/checks';
import { type ControlRef, controlsByCheck } from '../../frameworks/controlsByCheck';

export type PendingAttestation = {
  id: string;
  checkName: string;
  /** The first control the check feeds: where its attestation is reviewed. */
  control: ControlRef | null;
  attestedBy: string;
  attestedAt: string;
};

/** Attestations awaiting review that another member made (nobody reviews their own), oldest first. */
export const listAttestationsAwaitingReview = async (
  db: Db,
  organizationId: string,
  reviewerId: string,
): Promise<PendingAttestation[]> => {
  const rows = await db
    .selectFrom('attestations')
    .select(['id', 'check_id', 'attested_by_label', 'attested_at'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('attested_by', 'is', null), eb('attested_by', '!=', reviewerId)]))
    .orderBy('attested_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    checkName: isCheckId(row.check_id) ? checks[row.check_id].name : row.check_id,
    control: (isCheckId(row.check_id) && controlsByCheck.get(row.check_id)?.[0]) || null,
    attestedBy: row.attested_by_label,
    attestedAt: row.attested_at,
  }));
};
