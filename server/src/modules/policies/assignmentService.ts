import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { roles as allRoles } from '@/contracts/enums';
import { departments as allDepartments } from '@/contracts/memberOptions';
import type { PolicyAssignment, PolicyDetail } from '@/contracts/policies';
import { updatePolicyAssignment } from './assignmentRepository';
import { policyAuditActions } from './auditActions';
import { refreshPolicySignals } from './policySignals';
import { type PolicyDeps, readPolicy, requirePolicy } from './service';

const describeAssignment = ({ roles, departments }: PolicyAssignment) => {
  const inRoles = roles === 'all' ? 'every member' : `the ${roles.join(', ')} roles`;
  return departments === 'all' ? inRoles : `${inRoles} in the ${departments.join(', ')} departments`;
};

/** Sets who must accept the policy: its acceptance share and who is asked to accept follow from the next read. */
export const assignPolicy = async (
  deps: PolicyDeps,
  actor: MemberActor,
  policyId: string,
  assignment: PolicyAssignment,
): Promise<PolicyDetail> => {
  const loaded = await requirePolicy(deps, actor, policyId);
  // Stored in the lists' own order, so that the same choice reads the same however it was sent.
  const { roles, departments } = assignment;
  const ordered: PolicyAssignment = {
    roles: roles === 'all' ? 'all' : allRoles.filter((role) => roles.includes(role)),
    departments:
      departments === 'all' ? 'all' : allDepartments.filter((department) => departments.includes(department)),
  };
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await updatePolicyAssignment(trx, actor.organizationId, policyId, ordered);
    await recordAudit(trx, actor, {
      action: policyAuditActions.assigned,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} assigned the ${loaded.policy.title} to ${describeAssignment(ordered)}`,
      resource: `policy:${policyId}`,
      at,
    });
  });
  await refreshPolicySignals(deps.db, actor.organizationId, at);
  return readPolicy(deps, actor, policyId);
};
