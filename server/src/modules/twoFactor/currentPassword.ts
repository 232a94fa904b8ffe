import { AppError } from '../../lib/appError';
import { isoNow } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import { auditActions } from '../auditLogs/service';
import { tooManyPasswordChangesMessage } from '../auth/accountService';
import type { ClientInfo } from '../auth/context';
import type { UserWithCompany } from '../users/repository';
import { auditTwoFactor } from './audit';
import type { TwoFactorContext } from './context';
import { enforceLimit } from '../rateLimits/enforce';
import { incorrectCurrentPasswordMessage } from '@/contracts/twoFactorMessages';

/**
 * The current password before a two-factor change, as a password change asks for it. The guesses count against the
 * same per-member limit as password changes (reserved before the hash is verified, so they cannot run in parallel),
 * so a stolen session gets no more tries at the password here than there; each wrong one is audited.
 */
export const confirmCurrentPassword = async (
  ctx: TwoFactorContext,
  user: UserWithCompany,
  currentPassword: string,
  client: ClientInfo,
  doing: string,
): Promise<void> => {
  const limitKey = `password-change:user:${user.id}`;
  await enforceLimit(ctx.rateLimiter, limitKey, ctx.rateLimits.passwordChange, tooManyPasswordChangesMessage);
  if (await verifyPassword(user.password_hash, currentPassword)) {
    await ctx.rateLimiter.release(limitKey);
    return;
  }
  const event = {
    action: auditActions.passwordChangeFailed,
    severity: 'warning' as const,
    details: `${user.name} entered an incorrect current password while ${doing}`,
  };
  await ctx.db.transaction().execute((trx) => auditTwoFactor(trx, user, client, event, isoNow(ctx.clock)));
  throw new AppError(400, incorrectCurrentPasswordMessage);
};
