import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/apiPath';

const immutable = 'public, max-age=31536000, immutable';

export const serveStaticApp = async (app: FastifyInstance, staticDir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Files under /assets carry a content hash in their name, so they never change; index.html must be revalidated.
      const relative = path.relative(path.resolve(staticDir), filePath);
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? immutable : 'no-cache');
    },
  });
};

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Client-side routes (/dashboard, /login, ...) reload into the SPA; anything else unknown is a JSON 404. */
export const registerNotFound = (app: FastifyInstance, staticDir: string | null): void => {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (staticDir && !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: 'Not found' });
  });
};
