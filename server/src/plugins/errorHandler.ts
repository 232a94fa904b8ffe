import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, TooManyRequestsError } from '../core/appError';
import { securityHeadersFor } from './securityHeaders';

type HttpFailure = { statusCode: number; message: string; outage?: true };

export const databaseUnavailableMessage = 'Database unavailable';

const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (limit 1 MB)',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body must be valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the request body',
};

export const toFailure = (error: FastifyError | Error): HttpFailure => {
  if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message };
  // Refused, shut down, connection lost or timed out: the client may try again once the database is back.
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: databaseUnavailableMessage, outage: true };
  const { code, statusCode } = error as FastifyError;
  if (statusCode === 400 && error instanceof SyntaxError) {
    return { statusCode, message: 'Request body must be valid JSON' };
  }
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: (code && frameworkMessages[code]) || error.message };
  }
  return { statusCode: 500, message: 'Internal server error' };
};

const replyWithFailure = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  const failure = toFailure(error);
  // An outage fails every request alike and the database pool logs it once: one line each, without a stack.
  if (failure.outage) {
    const { code } = error as FastifyError;
    request.log.warn({ reason: error.message, code }, 'request failed: database unavailable');
  } else if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: failure.statusCode, reason: failure.message }, 'request rejected');
  if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(failure.statusCode).send({ success: false, message: failure.message });
};

/** The one place errors become `{ success: false, message }`: 4xx messages pass through, 5xx ones are hidden. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler(replyWithFailure);
};

/** Errors Fastify's router raises before any hook runs (a URL it cannot decode): the same answer, headers set here. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  reply.headers(securityHeadersFor(request.url));
  void replyWithFailure(error, request, reply);
};
