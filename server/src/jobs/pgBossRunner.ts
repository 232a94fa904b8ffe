import { Pool, type PoolConfig } from 'pg';
import PgBoss from 'pg-boss';
import { createFairShare, organizationOf } from './fairShare';
import { fetchNextJob } from './pgBossFetch';
import {
  createRegistry,
  defaultLeaseSeconds,
  defaultRetryDelaySeconds,
  defaultRetryLimit,
  describeFailure,
} from './registry';
import { toCron } from './recurrence';
import { singletonJobId } from './singletonId';
import type { JobDefinition, JobLog, JobRunner } from './types';

export type PgBossRunnerOptions = {
  /** The app's PostgreSQL; pg-boss keeps its tables in its own schema there. */
  connectionString: string;
  log: JobLog;
  /** Jobs of one kind run at the same time by this instance (default 1). */
  concurrency?: number;
  /** pg-boss settings for tests (faster polling, maintenance and cron checks); production keeps its defaults. */
  tuning?: Pick<
    PgBoss.ConstructorOptions,
    | 'maintenanceIntervalSeconds'
    | 'cronMonitorIntervalSeconds'
    | 'cronWorkerIntervalSeconds'
    | 'clockMonitorIntervalSeconds'
  > & { pollingIntervalSeconds?: number };
};

export const pgBossSchema = 'pgboss';
// Long enough that a monthly job enqueued ahead of its period is neither dropped before it runs nor archived (which
// frees its singleton key) within that period.
const retentionDays = 40;
const archiveCompletedAfterSeconds = 40 * 24 * 60 * 60;

const deadlockDetected = '40P01';
const queueCreationAttempts = 5;

const queueOptions = (definition: JobDefinition) => ({
  name: definition.name,
  retryLimit: definition.retryLimit ?? defaultRetryLimit,
  retryDelay: definition.retryDelaySeconds ?? defaultRetryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: definition.leaseSeconds ?? defaultLeaseSeconds,
  retentionMinutes: retentionDays * 24 * 60,
});

/** The PostgreSQL runner: pg-boss, with its schedules (cron, once a period across instances) and storage. */
export const createPgBossRunner = ({
  connectionString,
  log,
  concurrency = 1,
  tuning = {},
}: PgBossRunnerOptions): JobRunner => {
  const { pollingIntervalSeconds = 2, ...bossTuning } = tuning;
  // The app pool's connection settings (see db/postgresPool): pg-boss hands them to its own pg.Pool.
  const settings: PgBoss.ConstructorOptions & Pick<PoolConfig, 'connectionTimeoutMillis' | 'keepAlive'> = {
    connectionString,
    schema: pgBossSchema,
    application_name: 'securo-jobs',
    max: 4,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    archiveCompletedAfterSeconds,
    ...bossTuning,
  };
  const boss = new PgBoss(settings);
  // pg-boss reports a lost connection or a failed maintenance round here and carries on; unheard, it would be fatal.
  boss.on('error', (error) => log.warn({ err: describeFailure(error) }, 'Job queue error; retrying'));
  const registry = createRegistry();
  const fairShare = createFairShare();
  // Jobs are taken by this runner's own fetch (fair between organisations) and settled through pg-boss.
  let fetchPool: Pool | null = null;
  let opening: Promise<void> | null = null;
  let working = false;
  const running = new Set<Promise<void>>();
  const wakers = new Set<() => void>();

  // Instances starting together create the same queues at once, and PostgreSQL may pick one of them as a deadlock
  // victim: that instance waits a moment and tries again, by when the other has created them.
  const createQueue = async (definition: JobDefinition, attempt = 1): Promise<void> => {
    try {
      await boss.createQueue(definition.name, queueOptions(definition));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== deadlockDetected || attempt >= queueCreationAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      await createQueue(definition, attempt + 1);
    }
  };

  const open = () => {
    opening ??= (async () => {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const definition of registry.all()) {
        if (!existing.has(definition.name)) await createQueue(definition);
      }
    })().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollingIntervalSeconds * 1000);
      wakers.add(done);
    });
  const wakeAll = () => [...wakers].forEach((wake) => wake());

  const execute = async (definition: JobDefinition, job: { id: string; data: unknown; retryCount: number }) => {
    const context = { jobId: job.id, attempt: job.retryCount + 1, log };
    try {
      await definition.handle(definition.payload.parse(job.data), context);
      await boss.complete(definition.name, job.id);
    } catch (error) {
      log.warn(
        { job: definition.name, jobId: job.id, attempt: context.attempt, err: describeFailure(error) },
        'Job failed',
      );
      await boss.fail(definition.name, job.id, { message: describeFailure(error) });
    }
  };

  /** One of the kind's `concurrency` loops: takes a job, runs it, and waits for the next poll when none is due. */
  const workLoop = async (definition: JobDefinition, pool: Pool) => {
    while (working) {
      let job = null;
      try {
        job = await fetchNextJob(pool, pgBossSchema, {
          name: definition.name,
          perOrganization: definition.perOrganization,
          ranks: fairShare.ranks(new Map()),
        });
      } catch (error) {
        log.warn({ job: definition.name, err: describeFailure(error) }, 'Job fetch failed; retrying');
      }
      if (!job) {
        await sleep();
        continue;
      }
      fairShare.served(organizationOf(job.data));
      await execute(definition, job).catch((error: unknown) =>
        log.warn({ job: definition.name, jobId: job.id, err: describeFailure(error) }, 'Job result not stored'),
      );
    }
  };

  const work = (definition: JobDefinition, pool: Pool) => {
    for (let slot = 0; slot < concurrency; slot += 1) {
      const loop = workLoop(definition, pool).finally(() => running.delete(loop));
      running.add(loop);
    }
  };

  return {
    define: (definition) => {
      if (opening) throw new Error(`Define ${definition.name} before the job runner opens`);
      registry.define(definition);
    },
    enqueue: async (name, payload, options = {}) => {
      const data = registry.parse(name, payload) as object;
      await open();
      const { runAt, singletonKey, retryLimit } = options;
      const id = await boss.send(name, data, {
        ...(singletonKey ? { id: singletonJobId(name, singletonKey), singletonKey } : {}),
        ...(runAt ? { startAfter: runAt } : {}),
        ...(retryLimit === undefined ? {} : { retryLimit }),
      });
      wakeAll();
      return id;
    },
    schedule: async (name, recurrence, payload) => {
      const data = registry.parse(name, payload) as object;
      await open();
      await boss.schedule(name, toCron(recurrence), data, { tz: 'UTC' });
    },
    start: async () => {
      await open();
      if (working) return;
      working = true;
      fetchPool = new Pool({
        connectionString,
        max: 2,
        application_name: 'securo-jobs-fetch',
        connectionTimeoutMillis: settings.connectionTimeoutMillis,
        keepAlive: true,
      });
      fetchPool.on('error', (error) => log.warn({ err: describeFailure(error) }, 'Job fetch connection lost'));
      for (const definition of registry.all()) work(definition, fetchPool);
    },
    stop: async () => {
      working = false;
      wakeAll();
      await Promise.all(running);
      await fetchPool?.end();
      fetchPool = null;
      if (!opening) return;
      opening = null;
      await boss.stop({ graceful: true, wait: true, close: true });
    },
  };
};
