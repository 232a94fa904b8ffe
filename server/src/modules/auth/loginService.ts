import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { auditActions } from '../auditLogs';
import { reserveSignInAttempt } from '../../core/rateLimits/signInLimiter';
import { issueSession, recordSignIn, toSessionUser } from '../sessions';
import { issueChallenge, secondFactorStep } from '../twoFactor';
import { findUserByEmail } from '../users';
import type { AppDeps } from '../../core/appDeps';
import type { ClientInfo } from '../../core/actor';
import type { LoginBody, SessionUser } from '@/contracts/auth';
import type { TwoFactorChallenge } from '@/contracts/twoFactor';

export const invalidCredentialsMessage = 'Invalid email or password';

/** Signed in, or (for a member with two-factor, or whose organisation requires it) a challenge and no session yet. */
export type LoginOutcome = { token: string; user: SessionUser } | { twoFactor: TwoFactorChallenge };

export const login = async (
  deps: AppDeps,
  { email, password }: LoginBody,
  client: ClientInfo,
): Promise<LoginOutcome> => {
  const attempt = await reserveSignInAttempt(deps.rateLimiter, deps.limits.login, email, client.ip);
  const user = await findUserByEmail(deps.db, email);
  const valid = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);

  // A deactivated, removed or not yet accepted account is refused like a wrong password: the answer tells nothing.
  if (!user || !valid || user.status !== 'active') {
    await deps.db.transaction().execute((trx) =>
      // Named by the address typed: the email may have no account, and so no organisation.
      recordAudit(
        trx,
        { organizationId: user?.organization_id ?? null, userId: user?.id ?? null, name: email, ip: client.ip },
        {
          action: auditActions.loginFailed,
          severity: 'warning',
          category: 'authentication',
          details:
            user && valid
              ? `Sign-in refused for ${email} from ${client.ip}: the account is ${user.status}`
              : `Failed sign-in attempt for ${email} from ${client.ip}`,
          resource: 'auth',
          at: isoNow(deps.clock),
        },
      ),
    );
    throw new AppError(401, invalidCredentialsMessage);
  }

  const step = await secondFactorStep(deps.db, user.id);
  if (step) {
    const twoFactor = await deps.db.transaction().execute((trx) => issueChallenge(trx, deps.clock, user, step, client));
    await attempt.succeeded();
    return { twoFactor };
  }

  const token = await deps.db.transaction().execute(async (trx) => {
    const sessionToken = await issueSession(deps, trx, user, client);
    await recordSignIn(trx, user, client, isoNow(deps.clock));
    return sessionToken;
  });
  await attempt.succeeded();
  return { token, user: toSessionUser(user) };
};
