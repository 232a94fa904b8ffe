import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import type { PolicyProfile } from '@/contracts/policies';
import { type PolicyProfileField, policyProfileFields } from '@/contracts/policyFields';
import { policyAuditActions } from './auditActions';
import { loadPolicyFacts } from './facts';
import { readProfileFields, saveProfileFields } from './profile';
import type { PolicyDeps } from './service';

type Reader = Pick<MemberActor, 'organizationId'>;

export const readPolicyProfile = async (deps: PolicyDeps, reader: Reader): Promise<PolicyProfile> => ({
  fields: await readProfileFields(deps.db, reader.organizationId),
  facts: await loadPolicyFacts(deps.db, reader.organizationId, deps.clock()),
});

export const updatePolicyProfile = async (
  deps: PolicyDeps,
  actor: MemberActor,
  changes: Partial<Record<PolicyProfileField, string | null>>,
): Promise<PolicyProfile> => {
  const at = isoNow(deps.clock);
  const changed = Object.keys(changes) as PolicyProfileField[];
  await deps.db.transaction().execute(async (trx) => {
    await saveProfileFields(trx, actor.organizationId, changes, at);
    await recordAudit(trx, actor, {
      action: policyAuditActions.profileUpdated,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} updated the policy profile: ${changed.map((field) => policyProfileFields[field]).join(', ') || 'nothing'}`,
      resource: 'policyProfile',
      at,
    });
  });
  return readPolicyProfile(deps, actor);
};
