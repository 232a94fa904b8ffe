import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../lib/appError';
import type { AuthContext } from '../modules/auth/context';
import { createFreshCache } from '../lib/freshCache';
import { authenticate, type SessionCache } from './authenticate';
import { hasPermission, missingPermissionMessage, type Permission } from '../../../src/contracts/permissions';

/** Who may call a route: anyone, or a signed-in member whose role holds the permission. */
export type RouteAccess = 'public' | { permission: Permission };

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const docsPrefix = '/api/docs';

// Sessions remembered between writes: more than the members signed in at once on one instance.
const cachedSessions = 10_000;

const isApiRoute = (url: string) => /^\/api(\/|$)/.test(url) && !url.startsWith(docsPrefix);

export const routeAccess = (route: Pick<RouteOptions, 'config'>): RouteAccess | undefined =>
  (route.config as { access?: RouteAccess } | undefined)?.access;

/**
 * The one way an /api route is guarded: its `config.access`. A permission route authenticates the caller (401) and
 * checks the permission table for their role (403 naming the permission). A route registered after this without an
 * access declaration fails the build, so none is left open by omission.
 */
export const registerAccessControl = (app: FastifyInstance, ctx: AuthContext): void => {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) || routeAccess(route) !== undefined) return;
    const methods = [route.method].flat().join(',');
    throw new Error(`${methods} ${route.url} declares no access: add config.access ('public' or { permission })`);
  });

  const sessions: SessionCache = createFreshCache(cachedSessions);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const account = await authenticate(ctx, sessions, request);
    if (!hasPermission(account.role, access.permission)) {
      throw new AppError(403, missingPermissionMessage(access.permission));
    }
  });
};
