import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/apiPath';
import { prerenderedPageFile, shellPage } from '../lib/builtPages';

const immutable = 'public, max-age=31536000, immutable';

/** The build's source maps stay on disk for decoding reported errors; nobody downloads them. */
const isSourceMap = (pathName: string) => pathName.endsWith('.map');

export const serveStaticApp = async (app: FastifyInstance, staticDir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    // The build writes .br and .gz beside each text asset: sent as the client accepts, with Vary: Accept-Encoding.
    preCompressed: true,
    allowedPath: (pathName) => !isSourceMap(pathName),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Files under /assets carry a content hash in their name, so they never change; index.html must be revalidated.
      const relative = path.relative(path.resolve(staticDir), filePath);
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? immutable : 'no-cache');
    },
  });
};

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** The HTML a client route reloads into: its prerendered page when the build made one, the shell otherwise. */
const htmlPageFor = (staticDir: string) => (url: string) => {
  const file = prerenderedPageFile(url.split('?')[0]);
  return file && existsSync(path.join(staticDir, file)) ? file : shellPage;
};

const routeMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods the path has routes for: a path that exists under other methods is a 405, not a 404. */
const allowedMethods = (app: FastifyInstance, url: string) => {
  const path = url.split('?')[0];
  return routeMethods.filter((method) => app.hasRoute({ method, url: path }));
};

/** Client-side routes (/dashboard, /login, ...) reload into the SPA; anything else unknown is a JSON 404 or 405. */
export const registerNotFound = (app: FastifyInstance, staticDir: string | null): void => {
  const pageFor = staticDir ? htmlPageFor(staticDir) : () => shellPage;
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (
      staticDir &&
      !isApiPath(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml(request)
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(pageFor(request.url));
    }
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ success: false, message: 'Method not allowed' });
    }
    return reply.code(404).send({ success: false, message: 'Not found' });
  });
};
