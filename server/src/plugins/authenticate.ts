import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, Principal } from '../modules/auth/context';
import { isIdle, noteActivity } from '../modules/sessions/activity';
import { findSessionWithUser } from '../modules/sessions/repository';
import type { UserWithCompany } from '../modules/users/repository';
import { nextChangeMark } from '../db/changeMark';
import { AppError } from '../lib/appError';
import type { FreshCache } from '../lib/freshCache';
import { notAuthorized, sessionExpired } from '../lib/tokens';

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: Principal | null;
    account: UserWithCompany | null;
    /** The database's change mark when the request was authenticated: what its cached reads are checked against. */
    databaseMark: string | null;
  }
}

const bearerPattern = /^Bearer\s+(\S+)$/i;

/** A session joined with its user and organisation, as the session check reads it. */
export type SessionCache = FreshCache<Awaited<ReturnType<typeof findSessionWithUser>>>;

/**
 * A valid token, a live session (not revoked, expired or idle too long) and an existing user, or 401; records the
 * session's activity and sets the request's principal and account.
 */
export const authenticate = async (
  ctx: AuthContext,
  sessions: SessionCache,
  request: FastifyRequest,
): Promise<UserWithCompany> => {
  const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw notAuthorized();
  const now = ctx.clock();
  const claims = await ctx.tokens.verify(token, now);
  const mark = await nextChangeMark(ctx.db);
  // Revocation, sign-out, a password, role or status change, a renamed organisation: each is a write to these rows,
  // so the cached join is answered only while the database is unchanged and is read again after any write.
  const row = await sessions.read(`${claims.sessionId} ${claims.userId} ${claims.organizationId}`, {
    mark,
    build: () => findSessionWithUser(ctx.db, claims.sessionId, claims.userId, claims.organizationId),
  });
  if (!row) throw notAuthorized();
  if (row.session_revoked_at) throw new AppError(401, 'Your session has ended. Please sign in again.');
  if (row.session_expires_at <= now.toISOString()) throw sessionExpired();
  if (isIdle(row.session_last_seen_at, now, ctx.sessionIdleTimeoutSeconds)) throw sessionExpired();
  await noteActivity(ctx.db, claims.sessionId, row.session_last_seen_at, now);
  const {
    session_expires_at: _expires,
    session_revoked_at: _revoked,
    session_last_seen_at: _lastSeen,
    ...account
  } = row;
  request.user = { id: account.id, organizationId: account.organization_id, sessionId: claims.sessionId };
  request.account = account;
  request.databaseMark = mark;
  return account;
};

/** For handlers of permission routes (see plugins/access); narrows the request's nullable principal. */
export const requirePrincipal = (request: FastifyRequest): { user: Principal; account: UserWithCompany } => {
  if (!request.user || !request.account) throw notAuthorized();
  return { user: request.user, account: request.account };
};

export const decorateAuthRequest = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('account', null);
  app.decorateRequest('databaseMark', null);
};
