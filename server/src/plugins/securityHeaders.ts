import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../lib/apiPath';

// The built React/MUI app only loads its own files; emotion injects <style> tags, hence 'unsafe-inline' for styles.
// The evidence locker previews a file it fetched (with the member's token) from a blob: URL, in an img or a frame.
// No upgrade-insecure-requests: the product is served on plain http://localhost.
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
};

/**
 * Runs helmet once against a recording response and returns the headers it sets. The headers do not
 * depend on the request, and building helmet's middleware per request (as @fastify/helmet 13 does)
 * cost a fifth of the API's throughput in `npm run bench`.
 */
export const computeHelmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * JSON is never rendered, so it needs no policy for scripts or styles: only never to be framed, sniffed
 * or cached (the OWASP REST Security Cheat Sheet's set). It also keeps hot API responses small.
 */
export const apiHeaders = (appHeaders: Record<string, string>): Record<string, string> => ({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'strict-transport-security': appHeaders['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const forApp = computeHelmetHeaders(helmetOptions);
const forApi = apiHeaders(forApp);

/** The headers for a request URL: the API's or the web app's. */
export const securityHeadersFor = (url: string): Record<string, string> => (isApiPath(url) ? forApi : forApp);

export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    done();
  });
};
