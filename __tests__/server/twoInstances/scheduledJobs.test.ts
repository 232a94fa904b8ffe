import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { eventually } from '../helpers/jobs';

// PostgreSQL only: two API processes run the same schedule through pg-boss; each period's job runs once, on one.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);

const repositoryRoot = path.resolve(__dirname, '../../..');
const entry = path.join(__dirname, 'jobsInstance.ts');
const databaseName = `securo_test_${randomUUID().replace(/-/g, '')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl || 'postgres://localhost/postgres');
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

const query = async (connectionString: string, statement: string) => {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

// Every child is kept from the moment it is spawned, so that one failing to start never leaves the other running.
const instances: ChildProcess[] = [];

const startInstance = (label: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register', entry], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl, INSTANCE: label },
    });
    instances.push(child);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`API instance exited ${code}: ${errors}`)));
  });

const stopInstance = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killLater);
      resolve();
    });
    child.kill('SIGTERM');
  });

(onPostgres ? describe : describe.skip)('a scheduled job with two API instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    await query(adminUrl, `CREATE DATABASE ${databaseName}`);
    const db = openDatabase({ kind: 'postgres', connectionString: databaseUrl });
    await migrateToLatest(db);
    await db.destroy();
    await query(
      databaseUrl,
      'CREATE TABLE job_ticks (instance text NOT NULL, ran_at timestamptz NOT NULL DEFAULT now())',
    );
    await Promise.all([startInstance('a'), startInstance('b')]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await query(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it('runs once a minute, on one instance or the other, never on both', async () => {
    const minutesTicked = async () => {
      const [row] = await query(
        databaseUrl,
        "SELECT count(DISTINCT date_trunc('minute', ran_at))::int AS n FROM job_ticks",
      );
      return Number(row?.n);
    };
    await eventually(async () => (await minutesTicked()) >= 3, 200_000);

    const perMinute = await query(
      databaseUrl,
      "SELECT date_trunc('minute', ran_at) AS minute, count(*)::int AS runs FROM job_ticks GROUP BY 1 ORDER BY 1",
    );
    // The first minute may also hold the run of the minute the schedule was stored in, started a little late.
    const afterStart = perMinute.slice(1);
    expect(afterStart.length).toBeGreaterThanOrEqual(2);
    expect(afterStart.map((row) => row.runs)).toEqual(afterStart.map(() => 1));
  }, 260_000);
});
