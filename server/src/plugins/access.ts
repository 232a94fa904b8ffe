import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { clientInfo } from '../core/actor';
import { AppError } from '../core/appError';
import type { AppDeps } from '../core/appDeps';
import { notAuthorized, sessionExpired, type TokenClaims } from '../core/tokens';
import { createFreshCache, type FreshCache } from '../lib/freshCache';
import { findSessionWithUser, isIdle, noteActivity } from '../modules/sessions';
import type { UserWithCompany } from '../modules/users';
import { hasPermission, missingPermissionMessage, type Permission } from '@/contracts/permissions';

/** Who may call a route: anyone, or a signed-in member whose role holds the permission. */
export type RouteAccess = 'public' | { permission: Permission };

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

// The session check is here, not beside the request helpers modules import, so no module's import reaches back to
// the sessions module through the guard.
const bearerPattern = /^Bearer\s+(\S+)$/i;

/** A session as every request checks it, split from its joined row once, when the row is read. */
type SessionCheck = { account: UserWithCompany; revoked: boolean; expiresAtMs: number; lastSeenAtMs: number };

type SessionCache = FreshCache<SessionCheck | undefined>;

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
const authenticate = async (
  deps: AppDeps,
  sessions: SessionCache,
  request: FastifyRequest,
): Promise<UserWithCompany> => {
  const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw notAuthorized();
  const now = deps.clock();
  const claims = await deps.tokens.verify(token, now);
  const mark = await request.changeMark();
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
  return account;
};

const docsPrefix = '/api/docs';

// Sessions remembered between writes: more than the members signed in at once on one instance.
const cachedSessions = 10_000;

const isApiRoute = (url: string) => /^\/api(\/|$)/.test(url) && !url.startsWith(docsPrefix);

export const routeAccess = (route: Pick<RouteOptions, 'config'>): RouteAccess | undefined =>
  (route.config as { access?: RouteAccess } | undefined)?.access;

/**
 * The one way an /api route is guarded: its `config.access`. A permission route authenticates the caller (401) and
 * checks the permission table for their role (403 naming the permission), in a hook of its own that runs before any
 * other of the route's hooks. A route registered after this without an access declaration fails the build, so none
 * is left open by omission.
 */
export const registerAccessControl = (app: FastifyInstance, deps: AppDeps): void => {
  const sessions: SessionCache = createFreshCache(cachedSessions);
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route);
    if (access === undefined && isApiRoute(route.url)) {
      const methods = [route.method].flat().join(',');
      throw new Error(`${methods} ${route.url} declares no access: add config.access ('public' or { permission })`);
    }
    if (access === undefined || access === 'public') return;
    const { permission } = access;
    // Bound when the route is registered, so a request pays for no lookup of what its route demands.
    const guard: onRequestAsyncHookHandler = async (request) => {
      const account = await authenticate(deps, sessions, request);
      if (!hasPermission(account.role, permission)) throw new AppError(403, missingPermissionMessage(permission));
    };
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
};
