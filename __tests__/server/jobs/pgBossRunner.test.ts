import { Client } from 'pg';
import { createPgBossRunner, pgBossSchema } from '../../../server/src/jobs/pgBossRunner';
import type { JobRunner } from '../../../server/src/jobs/types';
import { enqueueBacklog, heldJob } from '../helpers/jobFairness';
import { eventually, quietJobLog, recordingJob } from '../helpers/jobs';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// PostgreSQL only: the pg-boss runner, on a throwaway database, with fast polling and maintenance.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

let database: TestDatabase;
let runners: JobRunner[] = [];

const connectionString = () => (database.config.kind === 'postgres' ? database.config.connectionString : '');

const runner = (concurrency = 1) => {
  const jobs = createPgBossRunner({
    connectionString: connectionString(),
    log: quietJobLog,
    concurrency,
    tuning: {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    },
  });
  runners.push(jobs);
  return jobs;
};

const jobRow = async (id: string) => {
  const client = new Client({ connectionString: connectionString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT state, retry_count, retry_delay, retry_backoff, output FROM ${pgBossSchema}.job WHERE id = $1`,
      [id],
    );
    return rows[0] as {
      state: string;
      retry_count: number;
      retry_delay: number;
      retry_backoff: boolean;
      output: unknown;
    };
  } finally {
    await client.end();
  }
};

(onPostgres ? describe : describe.skip)('pg-boss job runner', () => {
  beforeEach(async () => {
    database = await createTestDatabase();
    runners = [];
  });
  afterEach(async () => {
    for (const jobs of runners) await jobs.stop();
    await database.dispose();
  }, 60_000);

  it('runs an enqueued job once with its payload', async () => {
    const job = recordingJob('test.record');
    const jobs = runner();
    jobs.define(job.definition);
    await jobs.start();
    const id = await jobs.enqueue('test.record', { value: 'a' });
    await eventually(async () => (await jobRow(id ?? ''))?.state === 'completed');
    expect(job.attempts).toEqual([{ payload: { value: 'a' }, attempt: 1 }]);
    await expect(jobs.enqueue('test.record', { value: 3 })).rejects.toThrow(/value/);
  }, 30_000);

  it('starts several instances at once on a new database, each creating the same queues', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `test.queue-${index}`);
    const instances = Array.from({ length: 4 }, () => {
      const jobs = runner();
      for (const name of names) jobs.define(recordingJob(name).definition);
      return jobs;
    });
    await Promise.all(instances.map((jobs) => jobs.start()));
    const client = new Client({ connectionString: connectionString() });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT name FROM ${pgBossSchema}.queue WHERE name LIKE 'test.queue-%'`);
      expect(rows.map((row: { name: string }) => row.name).sort()).toEqual([...names].sort());
    } finally {
      await client.end();
    }
  }, 60_000);

  it('retries with back-off, then gives up after the limit and keeps the last error', async () => {
    const job = recordingJob('test.broken', { failures: 99, retryDelaySeconds: 1 });
    const jobs = runner();
    jobs.define(job.definition);
    await jobs.start();
    const id = (await jobs.enqueue('test.broken', { value: 'a' }, { retryLimit: 1 })) ?? '';
    await eventually(async () => (await jobRow(id))?.state === 'failed', 30_000);
    expect(job.attempts.map(({ attempt }) => attempt)).toEqual([1, 2]);
    expect(await jobRow(id)).toMatchObject({
      retry_count: 1,
      retry_delay: 1,
      retry_backoff: true,
      output: expect.objectContaining({ message: 'attempt 2 failed' }),
    });
  }, 60_000);

  it('keeps one job per singleton key', async () => {
    const job = recordingJob('test.single');
    const jobs = runner();
    jobs.define(job.definition);
    await jobs.start();
    expect(await jobs.enqueue('test.single', { value: 'a' }, { singletonKey: 'org-1@2026-03-09' })).toEqual(
      expect.any(String),
    );
    expect(await jobs.enqueue('test.single', { value: 'b' }, { singletonKey: 'org-1@2026-03-09' })).toBeNull();
    await eventually(() => job.attempts.length === 1);
    expect(await jobs.enqueue('test.single', { value: 'c' }, { singletonKey: 'org-1@2026-03-09' })).toBeNull();
  }, 30_000);

  it('takes again a job left running by a process that died, once its lease has passed', async () => {
    const job = recordingJob('test.leased', { leaseSeconds: 1, retryDelaySeconds: 1 });
    const jobs = runner();
    jobs.define(job.definition);
    const id = (await jobs.enqueue('test.leased', { value: 'a' })) ?? '';
    // What a process killed in the middle of the first attempt leaves behind.
    const client = new Client({ connectionString: connectionString() });
    await client.connect();
    await client.query(
      `UPDATE ${pgBossSchema}.job SET state = 'active', started_on = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    await client.end();
    await jobs.start();
    await eventually(async () => (await jobRow(id))?.state === 'completed', 30_000);
    expect(job.attempts).toEqual([{ payload: { value: 'a' }, attempt: 2 }]);
  }, 60_000);

  it('keeps a schedule across a restart: a new runner on the same database fires it', async () => {
    const job = recordingJob('test.minutely');
    const first = runner();
    first.define(job.definition);
    await first.schedule('test.minutely', { every: 'minutes', minutes: 1 }, { value: 'tick' });
    await first.stop();

    const second = runner();
    second.define(job.definition);
    await second.start();
    await eventually(() => job.attempts.length >= 1, 90_000);
    expect(job.attempts[0]).toEqual({ payload: { value: 'tick' }, attempt: 1 });
  }, 120_000);

  describe('between organisations', () => {
    const backlog = (jobs: JobRunner, organizationId: string, prefix: string, count: number) =>
      enqueueBacklog(jobs, { name: 'test.held', organizationId, prefix, count });

    it("runs at most the kind's limit of one organisation's jobs at once, and another's in the free slot", async () => {
      const job = heldJob('test.held', 1);
      const jobs = runner(2);
      jobs.define(job.definition);
      await backlog(jobs, 'org-a', 'A', 3);
      await backlog(jobs, 'org-b', 'B', 1);
      await jobs.start();
      await eventually(() => job.started.length === 2);
      expect([...job.running()].sort()).toEqual(['A1', 'B1']);
      job.release('A1');
      await eventually(() => job.started.length === 3);
      expect([...job.running()].sort()).toEqual(['A2', 'B1']);
      for (const value of ['B1', 'A2']) job.release(value);
      await eventually(() => job.started.length === 4);
      expect(job.running()).toEqual(['A3']);
      job.release('A3');
    }, 30_000);

    it('keeps the limit across instances', async () => {
      const job = heldJob('test.held', 1);
      const [one, two] = [runner(2), runner(2)];
      for (const jobs of [one, two]) jobs.define(job.definition);
      await backlog(one, 'org-a', 'A', 4);
      await Promise.all([one.start(), two.start()]);
      await eventually(() => job.started.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(job.running()).toEqual(['A1']);
      job.release('A1');
      await eventually(() => job.started.length === 2);
      job.release('A2');
      await eventually(() => job.started.length === 3);
      job.release('A3');
      await eventually(() => job.started.length === 4);
      job.release('A4');
    }, 30_000);

    it("takes a later organisation's job before the rest of another's backlog", async () => {
      const job = heldJob('test.held', 5);
      const jobs = runner(1);
      jobs.define(job.definition);
      await backlog(jobs, 'org-a', 'A', 3);
      await backlog(jobs, 'org-b', 'B', 1);
      await jobs.start();
      for (let count = 1; count <= 4; count += 1) {
        await eventually(() => job.started.length === count);
        job.release(job.running()[0] ?? '');
      }
      expect(job.started).toEqual(['A1', 'B1', 'A2', 'A3']);
    }, 30_000);
  });
});
