import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { roles as allRoles } from '@/contracts/enums';
import type { PolicyAssignment, PolicyDetail } from '@/contracts/policies';
import { everyMember, updatePolicyAssignment } from './assignmentRepository';
import { policyAuditActions } from './auditActions';
import { refreshPolicySignals } from './policySignals';
import { type PolicyDeps, readPolicy, requirePolicy } from './service';

const describeAssignment = (assignment: PolicyAssignment) =>
  assignment === everyMember ? 'every member' : `the ${assignment.join(', ')} roles`;

/** Sets who must accept the policy: its acceptance share and who is asked to accept follow from the next read. */
export const assignPolicy = async (
  deps: PolicyDeps,
  actor: MemberActor,
  policyId: string,
  assignment: PolicyAssignment,
): Promise<PolicyDetail> => {
  const loaded = await requirePolicy(deps, actor, policyId);
  const roles = assignment === everyMember ? everyMember : allRoles.filter((role) => assignment.includes(role));
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await updatePolicyAssignment(trx, actor.organizationId, policyId, roles);
    await recordAudit(trx, actor, {
      action: policyAuditActions.assigned,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} assigned the ${loaded.policy.title} to ${describeAssignment(roles)}`,
      resource: `policy:${policyId}`,
      at,
    });
  });
  await refreshPolicySignals(deps.db, actor.organizationId, at);
  return readPolicy(deps, actor, policyId);
};
