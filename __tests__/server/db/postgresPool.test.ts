import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { type Db, openDatabase } from '../../../server/src/db/database';
import { isDatabaseUnavailable } from '../../../server/src/db/errors';
import type { StatementTimeouts } from '../../../server/src/db/postgresPool';

// PostgreSQL only: connections are cut from the server side (pg_terminate_backend, as a restart or failover does)
// on a database of this suite's own, so the shared server keeps running for everyone else.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);

const adminQuery = async (statement: string, values: unknown[] = []) => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

const name = `securo_test_${randomUUID().replace(/-/g, '')}`;
const opened: Db[] = [];

const open = (timeouts?: StatementTimeouts) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const log = { warn: jest.fn(), info: jest.fn() };
  const db = openDatabase({ kind: 'postgres', connectionString: url.toString() }, { log, timeouts });
  opened.push(db);
  return { db, log };
};

/** Ends every session on the suite's database but the admin's own, as `pg_ctl restart` or a failover would. */
const terminateConnections = () =>
  adminQuery('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    name,
  ]);

const backendPid = async (db: Db) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (onPostgres) await adminQuery(`CREATE DATABASE ${name}`);
});

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all(opened.map((db) => db.destroy()));
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

(onPostgres ? describe : describe.skip)('the PostgreSQL pool', () => {
  it('logs connections cut while idle once, never throws, and serves again on new connections', async () => {
    const { db, log } = open();
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));

    await terminateConnections();
    await pause(300);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('terminating connection due to administrator command'),
    );

    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    expect(log.info).toHaveBeenCalledWith('PostgreSQL connection restored');
  });

  it('survives a connection cut while a request holds it: that request fails as unavailable, the next is served', async () => {
    const { db } = open();
    const failure = await db
      .connection()
      .execute(async (connection) => {
        await sql`select 1`.execute(connection);
        await terminateConnections();
        await pause(300);
        await sql`select 1`.execute(connection);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('has PostgreSQL cancel a statement past the statement timeout (unavailable), keeping the connection', async () => {
    const { db } = open({ statementTimeoutMs: 200, queryTimeoutMs: 10_000 });
    await db.connection().execute(async (connection) => {
      const pid = await backendPid(connection);
      const started = Date.now();
      const failure = await sql`select pg_sleep(5)`.execute(connection).catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(failure).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await backendPid(connection)).toBe(pid);
    });
  });

  it('closes a connection that gave no answer within the query timeout instead of lending it again', async () => {
    const { db } = open({ statementTimeoutMs: 60_000, queryTimeoutMs: 300 });
    let silentPid = 0;
    const failure = await db
      .connection()
      .execute(async (connection) => {
        silentPid = await backendPid(connection);
        await sql`select pg_sleep(3)`.execute(connection);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ message: 'Query read timeout' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const started = Date.now();
    expect(await backendPid(db)).not.toBe(silentPid);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
