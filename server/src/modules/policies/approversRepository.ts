import type { Db } from '../../db/database';

export const updatePolicyApprovers = async (
  db: Db,
  organizationId: string,
  policyId: string,
  approval: { approverIds: string[]; quorum: number },
): Promise<void> => {
  await db
    .updateTable('policies')
    .set({
      approver_ids: approval.approverIds.length === 0 ? null : JSON.stringify(approval.approverIds),
      approval_quorum: approval.quorum,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', policyId)
    .execute();
};
