import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import type { PolicyApproversBody, PolicyDetail } from '@/contracts/policies';
import { listActiveMembers } from '../members';
import { policyAuditActions } from './auditActions';
import { updatePolicyApprovers } from './approversRepository';
import { approvalCandidates } from './policyApproval';
import { type PolicyDeps, readPolicy, requirePolicy } from './service';

export const notAnApproverCandidateMessage = (id: string) =>
  `approverIds: ${id} is not an active member who may approve policies`;

const describeApproval = (names: string[], quorum: number) =>
  names.length === 0
    ? 'any member who may approve policies'
    : `${names.join(', ')} (${quorum} of ${names.length} must approve)`;

/**
 * Names who approves the policy's drafts and how many must. A round already waiting is decided by the new rule from
 * here on; approvals it gathered stay counted.
 */
export const setPolicyApprovers = async (
  deps: PolicyDeps,
  actor: MemberActor,
  policyId: string,
  body: PolicyApproversBody,
): Promise<PolicyDetail> => {
  const loaded = await requirePolicy(deps, actor, policyId);
  const candidates = new Map(
    approvalCandidates(await listActiveMembers(deps.db, actor.organizationId)).map((member) => [member.id, member]),
  );
  const unknown = body.approverIds.find((id) => !candidates.has(id));
  if (unknown !== undefined) throw new AppError(400, notAnApproverCandidateMessage(unknown));
  const names = body.approverIds.map((id) => candidates.get(id)?.name ?? id);
  const quorum = body.approverIds.length === 0 ? 1 : body.quorum;
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await updatePolicyApprovers(trx, actor.organizationId, policyId, { approverIds: body.approverIds, quorum });
    await recordAudit(trx, actor, {
      action: policyAuditActions.approversSet,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} set the approvers of the ${loaded.policy.title}: ${describeApproval(names, quorum)}`,
      resource: `policy:${policyId}`,
      at,
    });
  });
  return readPolicy(deps, actor, policyId);
};
