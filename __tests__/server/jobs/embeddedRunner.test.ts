import { openDatabase, type Db } from '../../../server/src/db/database';
import { createEmbeddedJobRunner, type EmbeddedJobRunner } from '../../../server/src/jobs/embeddedRunner';
import type { JobDefinition } from '../../../server/src/jobs/types';
import { enqueueBacklog, heldJob } from '../helpers/jobFairness';
import { eventually, quietJobLog, recordingJob } from '../helpers/jobs';
import { createTestClock, type TestClock } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// The embedded runner is SQLite's; it is written over Kysely, so it also runs (and is tested) on PostgreSQL.
let database: TestDatabase;
let clock: TestClock;

beforeEach(async () => {
  database = await createTestDatabase();
  clock = createTestClock(new Date('2026-03-02T10:07:00.000Z'));
});
afterEach(() => database.dispose());

const runnerOn = (db: Db, ...definitions: JobDefinition<{ value: string }>[]): EmbeddedJobRunner => {
  const jobs = createEmbeddedJobRunner({ db, log: quietJobLog, clock: clock.now });
  for (const definition of definitions) jobs.define(definition);
  return jobs;
};

const runner = (...definitions: JobDefinition<{ value: string }>[]) => runnerOn(database.db, ...definitions);

const rows = () => database.db.selectFrom('jobs').selectAll().orderBy('created_at').execute();

describe('embedded job runner', () => {
  it('runs an enqueued job once with its payload and records it completed', async () => {
    const job = recordingJob('test.record');
    const jobs = runner(job.definition);
    const id = await jobs.enqueue('test.record', { value: 'a' });
    await jobs.runDue();
    await jobs.runDue();
    expect(job.attempts).toEqual([{ payload: { value: 'a' }, attempt: 1 }]);
    expect(await rows()).toEqual([expect.objectContaining({ id, state: 'completed', attempts: 1, last_error: null })]);
  });

  it('refuses a payload its schema rejects and a name never defined', async () => {
    const jobs = runner(recordingJob('test.record').definition);
    await expect(jobs.enqueue('test.record', { value: 3 })).rejects.toThrow(/value/);
    await expect(jobs.enqueue('test.unknown', {})).rejects.toThrow('No job is defined as test.unknown');
    expect(await rows()).toEqual([]);
  });

  it('waits for runAt', async () => {
    const job = recordingJob('test.record');
    const jobs = runner(job.definition);
    await jobs.enqueue('test.record', { value: 'later' }, { runAt: new Date(clock.now().getTime() + 60_000) });
    await jobs.runDue();
    expect(job.attempts).toEqual([]);
    clock.advance(60_000);
    await jobs.runDue();
    expect(job.attempts).toHaveLength(1);
  });

  it('retries a failed attempt after a delay that doubles, then succeeds', async () => {
    const job = recordingJob('test.flaky', { failures: 2, retryDelaySeconds: 10 });
    const jobs = runner(job.definition);
    await jobs.enqueue('test.flaky', { value: 'a' });
    await jobs.runDue();
    const [afterFirst] = await rows();
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1, last_error: 'attempt 1 failed' });
    expect(afterFirst.run_at).toBe(new Date(clock.now().getTime() + 10_000).toISOString());

    clock.advance(9_999);
    await jobs.runDue();
    expect(job.attempts).toHaveLength(1);
    clock.advance(1);
    await jobs.runDue();
    const [afterSecond] = await rows();
    expect(afterSecond).toMatchObject({ state: 'queued', attempts: 2, last_error: 'attempt 2 failed' });
    expect(afterSecond.run_at).toBe(new Date(clock.now().getTime() + 20_000).toISOString());

    clock.advance(20_000);
    await jobs.runDue();
    expect(job.attempts.map(({ attempt }) => attempt)).toEqual([1, 2, 3]);
    expect(await rows()).toEqual([expect.objectContaining({ state: 'completed', attempts: 3 })]);
  });

  it('gives up after the retry limit and keeps the last error', async () => {
    const job = recordingJob('test.broken', { failures: 99, retryDelaySeconds: 1 });
    const jobs = runner(job.definition);
    await jobs.enqueue('test.broken', { value: 'a' }, { retryLimit: 1 });
    for (let round = 0; round < 4; round += 1) {
      await jobs.runDue();
      clock.advance(60_000);
    }
    expect(job.attempts.map(({ attempt }) => attempt)).toEqual([1, 2]);
    expect(await rows()).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 2, last_error: 'attempt 2 failed' }),
    ]);
  });

  it('takes again a job left running by a process that died, once its lease has passed', async () => {
    const job = recordingJob('test.leased', { leaseSeconds: 120 });
    const jobs = runner(job.definition);
    const id = await jobs.enqueue('test.leased', { value: 'a' });
    // What a process killed in the middle of the first attempt leaves behind.
    const lockedUntil = new Date(clock.now().getTime() + 120_000).toISOString();
    await database.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_until: lockedUntil })
      .where('id', '=', id)
      .execute();
    await jobs.runDue();
    expect(job.attempts).toEqual([]);
    clock.advance(120_000);
    await jobs.runDue();
    expect(job.attempts).toEqual([{ payload: { value: 'a' }, attempt: 2 }]);
    expect(await rows()).toEqual([expect.objectContaining({ state: 'completed', attempts: 2 })]);
  });

  it('keeps one job per singleton key', async () => {
    const job = recordingJob('test.single');
    const jobs = runner(job.definition);
    const first = await jobs.enqueue('test.single', { value: 'a' }, { singletonKey: 'org-1@2026-03-09' });
    expect(first).toEqual(expect.any(String));
    expect(await jobs.enqueue('test.single', { value: 'b' }, { singletonKey: 'org-1@2026-03-09' })).toBeNull();
    await jobs.runDue();
    expect(await jobs.enqueue('test.single', { value: 'c' }, { singletonKey: 'org-1@2026-03-09' })).toBeNull();
    expect(await jobs.enqueue('test.single', { value: 'd' }, { singletonKey: 'org-2@2026-03-09' })).not.toBeNull();
    await jobs.runDue();
    expect(job.attempts.map(({ payload }) => payload.value)).toEqual(['a', 'd']);
  });

  it('keeps a schedule across a restart: a new runner on the same database fires it each period', async () => {
    const job = recordingJob('test.every5');
    const first = runner(job.definition);
    await first.schedule('test.every5', { every: 'minutes', minutes: 5 }, { value: 'tick' });
    await first.stop();

    const second = runner(job.definition);
    await second.runDue();
    expect(job.attempts).toEqual([]);
    clock.advance(3 * 60_000);
    await second.runDue();
    await second.runDue();
    expect(job.attempts).toEqual([{ payload: { value: 'tick' }, attempt: 1 }]);
    // Stored again unchanged (as every boot does), the schedule keeps its next run.
    await second.schedule('test.every5', { every: 'minutes', minutes: 5 }, { value: 'tick' });
    clock.advance(5 * 60_000);
    await second.runDue();
    expect(job.attempts).toHaveLength(2);
  });

  it('fires a schedule once a period with two runners on one database, each on its own connection', async () => {
    const job = recordingJob('test.every5');
    const otherConnection = openDatabase(database.config);
    const [one, two] = [runner(job.definition), runnerOn(otherConnection, job.definition)];
    await one.schedule('test.every5', { every: 'minutes', minutes: 5 }, { value: 'tick' });
    await two.schedule('test.every5', { every: 'minutes', minutes: 5 }, { value: 'tick' });
    for (let period = 0; period < 3; period += 1) {
      clock.advance(5 * 60_000);
      await Promise.all([one.runDue(), two.runDue(), one.runDue(), two.runDue()]);
    }
    await otherConnection.destroy();
    expect(job.attempts).toHaveLength(3);
    expect(await rows()).toHaveLength(3);
  });

  it('stops taking work on stop() and waits for the handler running', async () => {
    let release = () => undefined as void;
    const started: string[] = [];
    const jobs = createEmbeddedJobRunner({ db: database.db, log: quietJobLog, pollIntervalMs: 10 });
    jobs.define({
      ...recordingJob('test.slow').definition,
      handle: async ({ value }) => {
        started.push(value);
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    await jobs.enqueue('test.slow', { value: 'a' });
    await jobs.start();
    await eventually(() => started.length === 1);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await jobs.enqueue('test.slow', { value: 'b' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(started).toEqual(['a']);
    expect((await rows()).map((row) => row.state)).toEqual(['completed', 'queued']);
  });

  describe('between organisations', () => {
    const fairRunner = (concurrency: number, definition: JobDefinition<{ organizationId: string; value: string }>) => {
      const jobs = createEmbeddedJobRunner({ db: database.db, log: quietJobLog, clock: clock.now, concurrency });
      jobs.define(definition);
      return jobs;
    };
    // Jobs queued in the same millisecond have no order among them; a real backlog is queued over time.
    const backlog = (jobs: EmbeddedJobRunner, organizationId: string, prefix: string, count: number) =>
      enqueueBacklog(jobs, { name: 'test.held', organizationId, prefix, count }, () => clock.advance(1));

    it("runs at most the kind's limit of one organisation's jobs at once, and another's in the free slot", async () => {
      const job = heldJob('test.held', 1);
      const jobs = fairRunner(2, job.definition);
      await backlog(jobs, 'org-a', 'A', 3);
      await backlog(jobs, 'org-b', 'B', 1);
      const draining = jobs.runDue();
      await eventually(() => job.started.length === 2);
      expect(job.running()).toEqual(['A1', 'B1']);
      job.release('A1');
      await eventually(() => job.started.length === 3);
      expect(job.running()).toEqual(['B1', 'A2']);
      for (const value of ['B1', 'A2']) job.release(value);
      await eventually(() => job.started.length === 4);
      expect(job.running()).toEqual(['A3']);
      job.release('A3');
      await draining;
      expect(await rows()).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ state: 'completed' })));
    });

    it("takes a later organisation's job before the rest of another's backlog", async () => {
      const job = heldJob('test.held', 5);
      const jobs = fairRunner(1, job.definition);
      await backlog(jobs, 'org-a', 'A', 3);
      await backlog(jobs, 'org-b', 'B', 1);
      const draining = jobs.runDue();
      for (let count = 1; count <= 4; count += 1) {
        await eventually(() => job.started.length === count);
        job.release(job.running()[0] ?? '');
      }
      await draining;
      expect(job.started).toEqual(['A1', 'B1', 'A2', 'A3']);
    });
  });
});
