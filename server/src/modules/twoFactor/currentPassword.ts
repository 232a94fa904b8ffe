import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import { auditActions } from '../auditLogs';
import { tooManyPasswordChangesMessage } from '../auth';
import type { ClientInfo } from '../../core/actor';
import type { UserWithCompany } from '../users';
import { auditTwoFactor } from './audit';
import type { AppDeps } from '../../core/appDeps';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { incorrectCurrentPasswordMessage } from '@/contracts/twoFactorMessages';

/**
 * The current password before a two-factor change, as a password change asks for it. The guesses count against the
 * same per-member limit as password changes (reserved before the hash is verified, so they cannot run in parallel),
 * so a stolen session gets no more tries at the password here than there; each wrong one is audited.
 */
export const confirmCurrentPassword = async (
  deps: AppDeps,
  user: UserWithCompany,
  currentPassword: string,
  client: ClientInfo,
  doing: string,
): Promise<void> => {
  const limitKey = `password-change:user:${user.id}`;
  await enforceLimit(deps.rateLimiter, limitKey, deps.limits.passwordChange, tooManyPasswordChangesMessage);
  if (await verifyPassword(user.password_hash, currentPassword)) {
    await deps.rateLimiter.release(limitKey);
    return;
  }
  const event = {
    action: auditActions.passwordChangeFailed,
    severity: 'warning' as const,
    details: `${user.name} entered an incorrect current password while ${doing}`,
  };
  await deps.db.transaction().execute((trx) => auditTwoFactor(trx, user, client, event, isoNow(deps.clock)));
  throw new AppError(400, incorrectCurrentPasswordMessage);
};
