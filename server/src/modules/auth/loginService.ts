import { AppError } from '../../lib/appError';
import { isoNow } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { auditActions, recordAudit } from '../auditLogs/service';
import { reserveSignInAttempt } from '../rateLimits/signInLimiter';
import { findUserByEmail } from '../users/repository';
import type { AuthContext, ClientInfo } from './context';
import type { LoginBody, SessionUser } from '../../../../src/contracts/auth';
import { issueSession, toSessionUser } from './sessionIssuer';

export const invalidCredentialsMessage = 'Invalid email or password';

export const login = async (
  ctx: AuthContext,
  { email, password }: LoginBody,
  client: ClientInfo,
): Promise<{ token: string; user: SessionUser }> => {
  const attempt = await reserveSignInAttempt(ctx.rateLimiter, ctx.rateLimits.login, email, client.ip);
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);

  if (!user || !valid) {
    await ctx.db.transaction().execute((trx) =>
      recordAudit(
        trx,
        {
          organizationId: user?.organization_id ?? null,
          userId: user?.id ?? null,
          userLabel: email,
          action: auditActions.loginFailed,
          severity: 'warning',
          category: 'authentication',
          details: `Failed sign-in attempt for ${email} from ${client.ip}`,
          resource: 'auth',
          ipAddress: client.ip,
        },
        isoNow(ctx.clock),
      ),
    );
    throw new AppError(401, invalidCredentialsMessage);
  }

  const token = await ctx.db.transaction().execute(async (trx) => {
    const sessionToken = await issueSession(ctx, trx, user, client);
    await recordAudit(
      trx,
      {
        organizationId: user.organization_id,
        userId: user.id,
        userLabel: user.name,
        action: auditActions.login,
        severity: 'success',
        category: 'authentication',
        details: `${user.name} signed in`,
        resource: 'auth',
        ipAddress: client.ip,
      },
      isoNow(ctx.clock),
    );
    return sessionToken;
  });
  await attempt.succeeded();
  return { token, user: toSessionUser(user) };
};
