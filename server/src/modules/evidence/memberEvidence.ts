import type { Db } from '../../db/database';
import type { EvidenceViewer } from './visibility';

export type ExpiringEvidence = { id: string; name: string; validUntil: string };

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
