import type { PoolConfig } from 'pg';
import PgBoss from 'pg-boss';
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
export const createPgBossRunner = ({ connectionString, log, tuning = {} }: PgBossRunnerOptions): JobRunner => {
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
  let opening: Promise<void> | null = null;
  let working = false;

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

  const work = async (definition: JobDefinition) => {
    await boss.work<unknown>(
      definition.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const context = { jobId: job.id, attempt: job.retryCount + 1, log };
        try {
          await definition.handle(definition.payload.parse(job.data), context);
        } catch (error) {
          log.warn(
            { job: job.name, jobId: job.id, attempt: context.attempt, err: describeFailure(error) },
            'Job failed',
          );
          throw error;
        }
      },
    );
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
      return boss.send(name, data, {
        ...(singletonKey ? { id: singletonJobId(name, singletonKey), singletonKey } : {}),
        ...(runAt ? { startAfter: runAt } : {}),
        ...(retryLimit === undefined ? {} : { retryLimit }),
      });
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
      for (const definition of registry.all()) await work(definition);
    },
    stop: async () => {
      working = false;
      if (!opening) return;
      opening = null;
      await boss.stop({ graceful: true, wait: true, close: true });
    },
  };
};
