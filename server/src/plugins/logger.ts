import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';

export type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const secretFields = ['password', 'currentPassword', 'newPassword', 'token'];

const censor = '[redacted]';

// A share link's token is the credential to what it opens, and a set-password or verify-email link's token is one too:
// whoever reads the log must not be able to open them.
const tokenPathPattern = /^(\/api\/shared-(?:reports|evidence)\/)[^/?#]+/;
const tokenQueryPattern = /([?&]token=)[^&#]*/gi;

/** The URL as the log keeps it: tokens in share-link paths and `token` query parameters replaced. */
export const redactedUrl = (url: string): string =>
  url.replace(tokenPathPattern, `$1${censor}`).replace(tokenQueryPattern, `$1${censor}`);

/** Fastify's request fields, with the URL's tokens redacted; a `req` logged by hand may carry fewer. */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: typeof request.url === 'string' ? redactedUrl(request.url) : undefined,
  version: [request.headers?.['accept-version']].flat()[0],
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Never write bearer tokens, cookies, passwords or the tokens of links to the log. */
export const loggerOptions = (level: string): PinoOptions => ({
  level,
  serializers: { req: requestSerializer },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      ...secretFields.flatMap((field) => [field, `*.${field}`, `body.${field}`, `req.body.${field}`]),
    ],
    censor,
  },
});

/**
 * Each request's logger. Fastify hands pino an options object even when it is empty, and pino then rebuilds its
 * formatters for every request; without options it takes its shortcut and shares the parent's.
 */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  options.level === undefined && options.serializers === undefined
    ? logger.child(bindings)
    : logger.child(bindings, options);
