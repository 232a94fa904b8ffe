import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../modules/auth';
import { clientInfo } from '../core/actor';
import type { AppDeps } from '../core/appDeps';
import { isIdle, noteActivity, findSessionWithUser } from '../modules/sessions';
import type { UserWithCompany } from '../modules/users';
import { nextChangeMark } from '../db/changeMark';
import { AppError } from '../core/appError';
import type { FreshCache } from '../lib/freshCache';
import { notAuthorized, sessionExpired, type TokenClaims } from '../core/tokens';

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

/** A session as every request checks it, split from its joined row once, when the row is read. */
type SessionCheck = { account: UserWithCompany; revoked: boolean; expiresAtMs: number; lastSeenAtMs: number };

export type SessionCache = FreshCache<SessionCheck | undefined>;

const readSessionCheck = async (deps: AppDeps, claims: TokenClaims): Promise<SessionCheck | undefined> => {
  const row = await findSessionWithUser(deps.db, claims.sessionId, claims.userId, claims.organizationId);
  if (!row) return undefined;
  const {
    session_expires_at: expiresAt,
    session_revoked_at: revokedAt,
    session_last_seen_at: lastSeenAt,
    ...account
  } = row;
  return {
    account,
    revoked: revokedAt !== null,
    expiresAtMs: Date.parse(expiresAt),
    lastSeenAtMs: Date.parse(lastSeenAt),
  };
};

// One key per verified token's claims, which its requests share: built and hashed once, not on every request.
const sessionKeys = new WeakMap<TokenClaims, string>();
const sessionKeyOf = (claims: TokenClaims): string => {
  let key = sessionKeys.get(claims);
  if (key === undefined) {
    key = `${claims.sessionId} ${claims.userId} ${claims.organizationId}`;
    sessionKeys.set(claims, key);
  }
  return key;
};

/**
 * A valid token, a live session (not revoked, expired or idle too long) and an existing user, or 401; records the
 * session's activity and sets the request's principal and account.
 */
export const authenticate = async (
  deps: AppDeps,
  sessions: SessionCache,
  request: FastifyRequest,
): Promise<UserWithCompany> => {
  const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw notAuthorized();
  const now = deps.clock();
  const claims = await deps.tokens.verify(token, now);
  const mark = await nextChangeMark(deps.db);
  // Revocation, sign-out, a password, role or status change, a renamed organisation: each is a write to these rows,
  // so the cached check is answered only while the database is unchanged and is read again after any write.
  const session = await sessions.read(sessionKeyOf(claims), {
    mark,
    build: () => readSessionCheck(deps, claims),
  });
  if (!session) throw notAuthorized();
  if (session.revoked) throw new AppError(401, 'Your session has ended. Please sign in again.');
  const nowMs = now.getTime();
  if (session.expiresAtMs <= nowMs) throw sessionExpired();
  if (isIdle(session.lastSeenAtMs, nowMs, deps.config.sessionIdleTimeoutSeconds)) throw sessionExpired();
  await noteActivity(deps.db, claims.sessionId, session.lastSeenAtMs, now);
  const { account } = session;
  request.user = { id: account.id, organizationId: account.organization_id, sessionId: claims.sessionId };
  request.actor = {
    userId: account.id,
    organizationId: account.organization_id,
    role: account.role,
    name: account.name,
    sessionId: claims.sessionId,
    ...clientInfo(request),
  };
  request.account = account;
  request.databaseMark = mark;
  return account;
};

/** For handlers of permission routes (see plugins/access); narrows the request's nullable principal. */
export const requirePrincipal = (request: FastifyRequest): { user: Principal; account: UserWithCompany } => {
  if (!request.user || !request.account) throw notAuthorized();
  return { user: request.user, account: request.account };
};

/** For handlers of permission routes that need the signed-in member's whole row (name, email, company). */
export const requireAccount = (request: FastifyRequest): UserWithCompany => {
  if (!request.account) throw notAuthorized();
  return request.account;
};

export const decorateAuthRequest = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('account', null);
  app.decorateRequest('databaseMark', null);
};
