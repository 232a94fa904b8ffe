import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../core/appError';
import type { AppDeps } from '../core/appDeps';
import { createFreshCache } from '../lib/freshCache';
import { authenticate, type SessionCache } from './authenticate';
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
