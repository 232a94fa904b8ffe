import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { auditActions } from '../auditLogs';
import type { AppDeps } from '../../core/appDeps';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { incorrectCurrentPasswordMessage } from '@/contracts/twoFactorMessages';

/** Password changes and two-factor changes share one per-member limit on wrong current passwords. */
export const tooManyPasswordChangesMessage = 'Too many failed password changes. Please try again later.';

/**
 * The current password before a two-factor change, as a password change asks for it. The guesses count against the
 * same per-member limit as password changes (reserved before the hash is verified, so they cannot run in parallel),
 * so a stolen session gets no more tries at the password here than there; each wrong one is audited.
 */
export const confirmCurrentPassword = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'limits'>,
  actor: MemberActor,
  passwordHash: string,
  currentPassword: string,
  doing: string,
): Promise<void> => {
  const limitKey = `password-change:user:${actor.userId}`;
  await enforceLimit(deps.rateLimiter, limitKey, deps.limits.passwordChange, tooManyPasswordChangesMessage);
  if (await verifyPassword(passwordHash, currentPassword)) {
    await deps.rateLimiter.release(limitKey);
    return;
  }
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, actor, {
      action: auditActions.passwordChangeFailed,
      severity: 'warning',
      category: 'authentication',
      details: `${actor.name} entered an incorrect current password while ${doing}`,
      resource: 'account',
      at: isoNow(deps.clock),
    }),
  );
  throw new AppError(400, incorrectCurrentPasswordMessage);
};
