import { isoNow } from '../../lib/clock';
import type { ClientInfo } from '../../core/actor';
import type { UserWithCompany } from '../users';
import { auditTwoFactor, twoFactorActions } from './audit';
import type { AppDeps } from '../../core/appDeps';
import { findOrganizationRequirement, setOrganizationRequirement } from './repository';

/**
 * Whether every member must sign in with a second factor. Members without one are asked to set it up at their next
 * sign-in; sessions already open carry on until they end. A change is audited with it; asking for what is already
 * so changes nothing.
 */
export const requireTwoFactor = async (
  deps: AppDeps,
  admin: UserWithCompany,
  required: boolean,
  client: ClientInfo,
): Promise<{ required: boolean }> => {
  const current = (await findOrganizationRequirement(deps.db, admin.organization_id)) !== null;
  if (current === required) return { required };
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await setOrganizationRequirement(trx, admin.organization_id, required ? now : null, now);
    const event = {
      action: twoFactorActions.requirementChanged,
      severity: required ? ('success' as const) : ('warning' as const),
      details: required
        ? `${admin.name} required two-factor authentication for every member of ${admin.company}`
        : `${admin.name} stopped requiring two-factor authentication for ${admin.company}`,
    };
    await auditTwoFactor(trx, admin, client, event, now);
  });
  return { required };
};
