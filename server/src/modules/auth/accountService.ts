import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { notAuthorized } from '../../core/tokens';
import { auditActions } from '../auditLogs';
import { type AccountEvent, auditAccountEvent } from './accountAudit';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { revokeSession, revokeUserSessions } from '../sessions';
import { findUserInOrganization, updateUser, type UserWithCompany } from '../users';
import type { Principal } from './context';
import type { AppDeps } from '../../core/appDeps';
import type { ClientInfo } from '../../core/actor';
import { sendEmailChangeLinks, stageEmailChange } from './emailChange';
import { findPendingEmail } from './emailChangeRepository';
import type { AccountUser, UpdateDetailsBody, UpdatePasswordBody } from '@/contracts/auth';
import { profilePatch } from './profilePatch';
import { toSessionUser } from './sessionIssuer';

const loadUser = async (deps: AppDeps, principal: Principal): Promise<UserWithCompany> => {
  const user = await findUserInOrganization(deps.db, principal.id, principal.organizationId);
  if (!user) throw notAuthorized();
  return user;
};

export const logout = async (deps: AppDeps, principal: Principal, client: ClientInfo): Promise<void> => {
  const user = await loadUser(deps, principal);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await revokeSession(trx, principal.sessionId, now);
    await auditAccountEvent(
      trx,
      user,
      client,
      { action: auditActions.logout, severity: 'info', category: 'authentication', details: `${user.name} signed out` },
      now,
    );
  });
};

export const incorrectCurrentPasswordMessage = 'Current password is incorrect';
export const tooManyPasswordChangesMessage = 'Too many failed password changes. Please try again later.';
export const tooManyEmailChangesMessage = 'Too many email changes. Please try again later.';
export const currentPasswordRequiredMessage = 'currentPassword is required to change the email';

type GuardedChange = 'password' | 'email';

const recordFailedConfirmation = (deps: AppDeps, user: UserWithCompany, client: ClientInfo, change: GuardedChange) => {
  const event: AccountEvent = {
    action: auditActions.passwordChangeFailed,
    severity: 'warning',
    category: 'authentication',
    details: `${user.name} entered an incorrect current password while changing their ${change}`,
  };
  return deps.db.transaction().execute((trx) => auditAccountEvent(trx, user, client, event, isoNow(deps.clock)));
};

/**
 * The current password, asked before a change that would let a stolen session keep the account. Each check is
 * reserved against the user's limit before the hash is verified, so the password can't be guessed in parallel;
 * each failure is audited.
 */
const confirmCurrentPassword = async (
  deps: AppDeps,
  user: UserWithCompany,
  currentPassword: string | undefined,
  client: ClientInfo,
  change: GuardedChange,
): Promise<void> => {
  if (currentPassword === undefined) throw new AppError(400, currentPasswordRequiredMessage);
  const limitKey = `password-change:user:${user.id}`;
  await enforceLimit(deps.rateLimiter, limitKey, deps.limits.passwordChange, tooManyPasswordChangesMessage);
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    await recordFailedConfirmation(deps, user, client, change);
    throw new AppError(400, incorrectCurrentPasswordMessage);
  }
  await deps.rateLimiter.release(limitKey);
};

/** The signed-in member as their own account screens read it: with the address they asked to move to, if any. */
export const accountUserOf = async (deps: AppDeps, user: UserWithCompany): Promise<AccountUser> => ({
  ...toSessionUser(user),
  pendingEmail: await findPendingEmail(deps.db, user.id, isoNow(deps.clock)),
});

/**
 * Saves the profile at once; a new email only once its address confirms it (see emailChange), so nobody can put
 * an address they do not hold on an account, and the answer is the same whoever holds the address already.
 */
export const updateDetails = async (
  deps: AppDeps,
  principal: Principal,
  body: UpdateDetailsBody,
  client: ClientInfo,
): Promise<AccountUser> => {
  const user = await loadUser(deps, principal);
  const { patch, newEmail, describe } = profilePatch(user, body);
  if (newEmail !== null) {
    await enforceLimit(
      deps.rateLimiter,
      `email-change:user:${user.id}`,
      deps.limits.emailChange,
      tooManyEmailChangesMessage,
    );
    await confirmCurrentPassword(deps, user, body.currentPassword, client, 'email');
  }
  const updated = { ...user, ...patch };
  if (Object.keys(patch).length === 0 && newEmail === null) return accountUserOf(deps, user);

  const now = isoNow(deps.clock);
  const token = await deps.db.transaction().execute(async (trx) => {
    if (Object.keys(patch).length > 0) {
      await updateUser(trx, user.id, user.organization_id, patch, now);
      await auditAccountEvent(
        trx,
        updated,
        client,
        {
          action: auditActions.profileUpdated,
          severity: 'info',
          category: 'data',
          details: `${updated.name} updated their profile: ${describe()}`,
        },
        now,
      );
    }
    return newEmail === null ? null : stageEmailChange(trx, deps.clock, updated, newEmail, client);
  });
  if (newEmail === null || token === null) return accountUserOf(deps, updated);
  await sendEmailChangeLinks(deps.mail, updated, newEmail, token);
  return { ...toSessionUser(updated), pendingEmail: newEmail };
};

/** Checks the current password, stores the new hash and signs out every other session. */
export const updatePassword = async (
  deps: AppDeps,
  principal: Principal,
  body: UpdatePasswordBody,
  client: ClientInfo,
): Promise<void> => {
  const user = await loadUser(deps, principal);
  await confirmCurrentPassword(deps, user, body.currentPassword, client, 'password');
  const passwordHash = await hashPassword(body.newPassword);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, user.organization_id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, principal.sessionId, now);
    await auditAccountEvent(
      trx,
      user,
      client,
      {
        action: auditActions.passwordChanged,
        severity: 'success',
        category: 'authentication',
        details: `${user.name} changed their password; other sessions were signed out`,
      },
      now,
    );
  });
};
