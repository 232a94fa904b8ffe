import { AppError } from '../../core/appError';
import type { ClientInfo, MemberActor } from '../../core/actor';
import { findUserInOrganization, type UserWithCompany } from '../users';
import { removeTwoFactor } from './adminReset';
import type { AppDeps } from '../../core/appDeps';
import { listEnabledMemberIds } from './repository';
import { queueTwoFactorEmail } from './securityEmail';
import type { MemberTwoFactor } from '@/contracts/twoFactor';

export const memberNotFoundMessage = 'User not found';
export const ownResetMessage =
  'You cannot reset your own two-factor authentication: turn it off in Settings > Security with your password and a code';

export const memberTwoFactor = async (deps: AppDeps, actor: MemberActor): Promise<MemberTwoFactor> => ({
  enabledMemberIds: await listEnabledMemberIds(deps.db, actor.organizationId),
});

/**
 * An Admin's reset for a member of their organisation who lost the authenticator and the recovery codes. Not for the
 * Admin's own account: that would let a stolen Admin session drop the second factor without the password and a code.
 */
export const resetMemberTwoFactor = async (
  deps: AppDeps,
  actor: MemberActor,
  memberId: string,
  client: ClientInfo,
): Promise<UserWithCompany> => {
  if (memberId === actor.userId) throw new AppError(403, ownResetMessage);
  const member = await findUserInOrganization(deps.db, memberId, actor.organizationId);
  if (!member || member.status === 'removed') throw new AppError(404, memberNotFoundMessage);
  await removeTwoFactor(deps.db, deps.clock, member, actor, {
    severity: 'warning',
    category: 'authentication',
    details: `${actor.name} reset the two-factor authentication of ${member.name} (${member.email}); all their sessions were signed out`,
    resource: `user:${member.id}`,
  });
  await queueTwoFactorEmail(
    deps,
    { userId: member.id, organizationId: member.organization_id },
    'reset',
    client,
    actor.name,
  );
  return member;
};
