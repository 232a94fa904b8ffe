import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

const docsPrefix = '/api/docs';

/**
 * Records the /api routes of every Fastify instance created from now on (Fastify announces each new instance on its
 * initialization channel, before any route exists): one entry per method and path, without the HEAD routes Fastify
 * adds to every GET, a module root's trailing slash, or the docs' own routes.
 */
export const recordApiRoutes = () => {
  const seen = new Map<string, RegisteredRoute>();
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      const url = route.url.replace(/(.)\/$/, '$1');
      if (!/^\/api(\/|$)/.test(url) || url.startsWith(docsPrefix)) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') seen.set(`${method} ${url}`, { method, url });
      }
    });
  };
  subscribe('fastify.initialization', onInstance);
  afterAll(() => unsubscribe('fastify.initialization', onInstance));
  return { routes: () => [...seen.values()] };
};
