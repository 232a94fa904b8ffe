import { isoNow } from '../../lib/clock';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { twoFactorActions } from './auditActions';
import type { AppDeps } from '../../core/appDeps';
import { findOrganizationRequirement, setOrganizationRequirement } from './repository';

/**
 * Whether every member must sign in with a second factor. Members without one are asked to set it up at their next
 * sign-in; sessions already open carry on until they end. A change is audited with it; asking for what is already
 * so changes nothing.
 */
export const requireTwoFactor = async (
  deps: AppDeps,
  actor: MemberActor,
  company: string,
  required: boolean,
): Promise<{ required: boolean }> => {
  const current = (await findOrganizationRequirement(deps.db, actor.organizationId)) !== null;
  if (current === required) return { required };
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await setOrganizationRequirement(trx, actor.organizationId, required ? now : null, now);
    await recordAudit(trx, actor, {
      action: twoFactorActions.requirementChanged,
      severity: required ? 'success' : 'warning',
      category: 'authentication',
      details: required
        ? `${actor.name} required two-factor authentication for every member of ${company}`
        : `${actor.name} stopped requiring two-factor authentication for ${company}`,
      resource: 'account',
      at: now,
    });
  });
  return { required };
};
