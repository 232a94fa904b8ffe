import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { routeAccess, type RouteAccess } from '../../../server/src/plugins/access';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AccessRoute = { method: Method; url: string; access: RouteAccess };

/**
 * The /api routes (docs aside) of every app built from now on, with the access each declares: a new route joins the
 * tests that use this without being listed anywhere.
 */
export const recordRouteAccess = () => {
  const seen = new Map<string, AccessRoute>();
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      const access = routeAccess(route);
      if (!/^\/api(\/|$)/.test(route.url) || route.url.startsWith('/api/docs') || access === undefined) return;
      const url = route.url.replace(/(.)\/$/, '$1');
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') seen.set(`${method} ${url}`, { method: method as Method, url, access });
      }
    });
  };
  subscribe('fastify.initialization', onInstance);
  afterAll(() => unsubscribe('fastify.initialization', onInstance));
  return () => [...seen.values()];
};
