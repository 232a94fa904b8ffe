import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { auditActions } from '../auditLogs';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { revokeSession, revokeUserSessions, toSessionUser } from '../sessions';
import { tooManyPasswordChangesMessage } from '../twoFactor';
import { updateUser, type UserWithCompany } from '../users';
import type { AppDeps } from '../../core/appDeps';
import { sendEmailChangeLinks, stageEmailChange } from './emailChange';
import { findPendingAddress, type PendingAddress } from './emailChangeRepository';
import type { FreshCache } from '../../lib/freshCache';
import type { AccountUser, UpdateDetailsBody, UpdatePasswordBody } from '@/contracts/auth';
import { profilePatch } from './profilePatch';

export const logout = async (deps: AppDeps, actor: MemberActor): Promise<void> => {
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await revokeSession(trx, actor.sessionId, now);
    await recordAudit(trx, actor, {
      action: auditActions.logout,
      severity: 'info',
      category: 'authentication',
      details: `${actor.name} signed out`,
      resource: 'account',
      at: now,
    });
  });
};

export const incorrectCurrentPasswordMessage = 'Current password is incorrect';
export const tooManyEmailChangesMessage = 'Too many email changes. Please try again later.';
export const currentPasswordRequiredMessage = 'currentPassword is required to change the email';

type GuardedChange = 'password' | 'email';

const recordFailedConfirmation = (deps: AppDeps, actor: MemberActor, change: GuardedChange) =>
  deps.db.transaction().execute((trx) =>
    recordAudit(trx, actor, {
      action: auditActions.passwordChangeFailed,
      severity: 'warning',
      category: 'authentication',
      details: `${actor.name} entered an incorrect current password while changing their ${change}`,
      resource: 'account',
      at: isoNow(deps.clock),
    }),
  );

/**
 * The current password, asked before a change that would let a stolen session keep the account. Each check is
 * reserved against the user's limit before the hash is verified, so the password can't be guessed in parallel;
 * each failure is audited.
 */
const confirmCurrentPassword = async (
  deps: AppDeps,
  actor: MemberActor,
  user: UserWithCompany,
  currentPassword: string | undefined,
  change: GuardedChange,
): Promise<void> => {
  if (currentPassword === undefined) throw new AppError(400, currentPasswordRequiredMessage);
  const limitKey = `password-change:user:${user.id}`;
  await enforceLimit(deps.rateLimiter, limitKey, deps.limits.passwordChange, tooManyPasswordChangesMessage);
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    await recordFailedConfirmation(deps, actor, change);
    throw new AppError(400, incorrectCurrentPasswordMessage);
  }
  await deps.rateLimiter.release(limitKey);
};

/** Members' pending email changes between writes: the account screens read them on every load. */
export type PendingEmailReads = { cache: FreshCache<PendingAddress>; mark: string | null };

// A member's row is the session cache's, the same object until a write: the answer made from it is kept beside it,
// frozen, so its JSON text is kept too (lib/frozenAnswer).
const answers = new WeakMap<UserWithCompany, AccountUser>();
const answerOf = (user: UserWithCompany, pendingEmail: string | null): AccountUser => {
  const kept = answers.get(user);
  if (kept?.pendingEmail === pendingEmail) return kept;
  const answer = Object.freeze({ ...toSessionUser(user), pendingEmail });
  answers.set(user, answer);
  return answer;
};

/**
 * The signed-in member as their own account screens read it: with the address they asked to move to, while its link
 * is valid.
 */
export const accountUserOf = async (
  deps: AppDeps,
  user: UserWithCompany,
  reads?: PendingEmailReads,
): Promise<AccountUser> => {
  const build = () => findPendingAddress(deps.db, user.id);
  const change = reads ? await reads.cache.read(user.id, { mark: reads.mark, build }) : await build();
  return answerOf(user, change && change.expiresAt > isoNow(deps.clock) ? change.email : null);
};

/**
 * Saves the profile at once; a new email only once its address confirms it (see emailChange), so nobody can put
 * an address they do not hold on an account, and the answer is the same whoever holds the address already.
 */
export const updateDetails = async (
  deps: AppDeps,
  actor: MemberActor,
  user: UserWithCompany,
  body: UpdateDetailsBody,
): Promise<AccountUser> => {
  const { patch, newEmail, describe } = profilePatch(user, body);
  if (newEmail !== null) {
    await enforceLimit(
      deps.rateLimiter,
      `email-change:user:${user.id}`,
      deps.limits.emailChange,
      tooManyEmailChangesMessage,
    );
    await confirmCurrentPassword(deps, actor, user, body.currentPassword, 'email');
  }
  const updated = { ...user, ...patch };
  if (Object.keys(patch).length === 0 && newEmail === null) return accountUserOf(deps, user);

  const now = isoNow(deps.clock);
  const token = await deps.db.transaction().execute(async (trx) => {
    if (Object.keys(patch).length > 0) {
      await updateUser(trx, user.id, user.organization_id, patch, now);
      await recordAudit(
        trx,
        { ...actor, name: updated.name },
        {
          action: auditActions.profileUpdated,
          severity: 'info',
          category: 'data',
          details: `${updated.name} updated their profile: ${describe()}`,
          resource: 'account',
          at: now,
        },
      );
    }
    return newEmail === null ? null : stageEmailChange(trx, deps.clock, updated, newEmail, actor);
  });
  if (newEmail === null || token === null) return accountUserOf(deps, updated);
  await sendEmailChangeLinks(deps.mail, updated, newEmail, token);
  return { ...toSessionUser(updated), pendingEmail: newEmail };
};

/** Checks the current password, stores the new hash and signs out every other session. */
export const updatePassword = async (
  deps: AppDeps,
  actor: MemberActor,
  user: UserWithCompany,
  body: UpdatePasswordBody,
): Promise<void> => {
  await confirmCurrentPassword(deps, actor, user, body.currentPassword, 'password');
  const passwordHash = await hashPassword(body.newPassword);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, user.organization_id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, actor.sessionId, now);
    await recordAudit(trx, actor, {
      action: auditActions.passwordChanged,
      severity: 'success',
      category: 'authentication',
      details: `${user.name} changed their password; other sessions were signed out`,
      resource: 'account',
      at: now,
    });
  });
};
