import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

/**
 * How long a client may take to send a request. Both cover receiving it only: once the request is in, answering it
 * (a long CSV export streamed to the client) is not cut short. A client that stops mid-request is answered 408.
 */
export type HttpTimeouts = {
  /** The request line and headers. */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** How often Node checks unfinished requests against both: a timeout fires up to this much late. */
  checkEveryMs: number;
};

export const defaultHttpTimeouts: HttpTimeouts = { headersMs: 15_000, requestMs: 30_000, checkEveryMs: 5_000 };

/** Fastify's options for the timeouts (Fastify sets requestTimeout on the server itself, Node reads the rest). */
export const httpTimeoutOptions = ({ headersMs, requestMs, checkEveryMs }: HttpTimeouts) =>
  ({
    requestTimeout: requestMs,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: checkEveryMs },
  }) satisfies Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'http'>;
