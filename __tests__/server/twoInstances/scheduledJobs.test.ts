import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { eventually } from '../helpers/jobs';
import { adminUrl, onPostgres, query, startEntry, stopChild, throwawayDatabase } from './processes';

// PostgreSQL only: two API processes run the same schedule through pg-boss; each period's job runs once, on one.
const database = throwawayDatabase();
const instances: ChildProcess[] = [];

const startInstance = (label: string) =>
  startEntry('jobsInstance.ts', { DATABASE_URL: database.url, INSTANCE: label }, instances);

(onPostgres ? describe : describe.skip)('a scheduled job with two API instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    await query(adminUrl, `CREATE DATABASE ${database.name}`);
    const db = openDatabase({ kind: 'postgres', connectionString: database.url });
    await migrateToLatest(db);
    await db.destroy();
    await query(
      database.url,
      'CREATE TABLE job_ticks (instance text NOT NULL, ran_at timestamptz NOT NULL DEFAULT now())',
    );
    await Promise.all([startInstance('a'), startInstance('b')]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopChild));
    await query(adminUrl, `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }, 60_000);

  it('runs once a minute, on one instance or the other, never on both', async () => {
    const minutesTicked = async () => {
      const [row] = await query(
        database.url,
        "SELECT count(DISTINCT date_trunc('minute', ran_at))::int AS n FROM job_ticks",
      );
      return Number(row?.n);
    };
    await eventually(async () => (await minutesTicked()) >= 3, 200_000);

    const perMinute = await query(
      database.url,
      "SELECT date_trunc('minute', ran_at) AS minute, count(*)::int AS runs FROM job_ticks GROUP BY 1 ORDER BY 1",
    );
    // The first minute may also hold the run of the minute the schedule was stored in, started a little late.
    const afterStart = perMinute.slice(1);
    expect(afterStart.length).toBeGreaterThanOrEqual(2);
    expect(afterStart.map((row) => row.runs)).toEqual(afterStart.map(() => 1));
  }, 260_000);
});
