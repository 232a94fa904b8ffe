import { Pool, type PoolClient, type PoolConfig } from 'pg';

/** Where a pool reports that PostgreSQL went away and that it came back: once each an outage. */
export type DatabaseLog = { warn: (message: string) => void; info: (message: string) => void };

const silent: DatabaseLog = { warn: () => undefined, info: () => undefined };

const connectionTimeoutMs = 5_000;

export type StatementTimeouts = {
  /** PostgreSQL cancels a statement after this (57014, a 503); the connection stays usable. */
  statementTimeoutMs: number;
  /** pg's own bound, later than the server's, for a connection gone silent (its host vanished in a failover). */
  queryTimeoutMs: number;
};

/** What a request may wait for one statement while the API serves. */
export const servingTimeouts: StatementTimeouts = { statementTimeoutMs: 15_000, queryTimeoutMs: 20_000 };

const readTimeoutMessage = 'Query read timeout';

/**
 * pg gives up on a query after query_timeout but keeps its connection, whose late answer (or the transaction it left
 * open) would reach the next borrower: that connection is closed instead, so the pool drops it when released.
 */
const closeAfterReadTimeout = (client: PoolClient) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const bounded = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === readTimeoutMessage) client.end().catch(() => undefined);
      });
    }
    return result;
  };
  client.query = bounded as PoolClient['query'];
};

/**
 * A lost connection emits 'error' (on the pool while idle, on the client while lent out); unheard, that ends the
 * process. Both are heard here and logged once an outage; the pool then opens new connections as they are needed,
 * so requests answer 503 while PostgreSQL is away and are served again, by the same process, once it is back.
 */
const watchConnections = (pool: Pool, log: DatabaseLog, bounded: boolean) => {
  let lost = false;
  const connectionLost = (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn(`PostgreSQL connection lost (${error.message}); requests that need it answer 503 until it is back`);
  };
  pool.on('error', connectionLost);
  pool.on('connect', (client) => {
    client.on('error', connectionLost);
    if (bounded) closeAfterReadTimeout(client);
    if (!lost) return;
    lost = false;
    log.info('PostgreSQL connection restored');
  });
};

export type PoolOptions = {
  /** Bounds every statement, for serving requests; unset, migrations and admin commands take as long as they need. */
  timeouts?: StatementTimeouts;
  log?: DatabaseLog;
};

export const createPool = (connectionString: string, { timeouts, log = silent }: PoolOptions) => {
  const config: PoolConfig = {
    connectionString,
    max: 10,
    connectionTimeoutMillis: connectionTimeoutMs,
    // Idle connections to a host that vanished are found and dropped before a request borrows them.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(timeouts ? { statement_timeout: timeouts.statementTimeoutMs, query_timeout: timeouts.queryTimeoutMs } : {}),
  };
  const pool = new Pool(config);
  watchConnections(pool, log, timeouts !== undefined);
  return pool;
};
