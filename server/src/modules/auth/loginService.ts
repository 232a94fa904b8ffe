import { AppError, TooManyRequestsError } from '../../lib/appError';
import { isoNow } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { auditActions, recordAudit } from '../auditLogs/service';
import { findUserByEmail } from '../users/repository';
import type { AuthContext, ClientInfo } from './context';
import type { LoginBody, SessionUser } from './schemas';
import { issueSession, toSessionUser } from './sessionIssuer';

export const invalidCredentialsMessage = 'Invalid email or password';

const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new TooManyRequestsError(`Too many sign-in attempts. Please try again in ${wait}.`, retryAfterSeconds);
};

const ensureNotBlocked = (ctx: AuthContext, ipKey: string, emailKey: string) => {
  const retryAfter = Math.max(
    ctx.loginLimiters.perIp.retryAfterSeconds(ipKey) ?? 0,
    ctx.loginLimiters.perEmail.retryAfterSeconds(emailKey) ?? 0,
  );
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
};

export const login = async (
  ctx: AuthContext,
  { email, password }: LoginBody,
  client: ClientInfo,
): Promise<{ token: string; user: SessionUser }> => {
  ensureNotBlocked(ctx, client.ip, email);
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);

  if (!user || !valid) {
    ctx.loginLimiters.perIp.recordFailure(client.ip);
    ctx.loginLimiters.perEmail.recordFailure(email);
    await recordAudit(
      ctx.db,
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
    );
    throw new AppError(401, invalidCredentialsMessage);
  }

  ctx.loginLimiters.perEmail.clear(email);
  const token = await issueSession(ctx, ctx.db, user, client);
  await recordAudit(
    ctx.db,
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
  return { token, user: toSessionUser(user) };
};
