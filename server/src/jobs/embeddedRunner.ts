import type { Db } from '../db/database';
import { type Clock, systemClock } from '../lib/clock';
import { claimDueJob, type ClaimedJob, completeJob, deleteCompletedBefore, failJob, insertJob } from './embeddedStore';
import { createFairShare } from './fairShare';
import { fireDueSchedules, storeSchedule } from './embeddedSchedules';
import {
  createRegistry,
  defaultLeaseSeconds,
  defaultRetryDelaySeconds,
  defaultRetryLimit,
  describeFailure,
} from './registry';
import type { JobLog, JobRunner } from './types';

export type EmbeddedRunnerOptions = {
  db: Db;
  log: JobLog;
  clock?: Clock;
  pollIntervalMs?: number;
  /** Jobs run at the same time by this runner. */
  concurrency?: number;
  /** Completed jobs are deleted after this; failed ones stay until someone looks at them. */
  keepCompletedMs?: number;
};

/** The runner's own loop, exposed so tests can drive it on a fake clock without waiting for the poll. */
export type EmbeddedJobRunner = JobRunner & {
  /** Fires due schedules, then runs due jobs until none is left or the runner is busy; resolves when they ended. */
  runDue: () => Promise<void>;
};

const oneHour = 60 * 60 * 1000;

const at = (date: Date, plusMs = 0) => new Date(date.getTime() + plusMs).toISOString();

/** The in-process runner over the `jobs` and `job_schedules` tables: the embedded (SQLite) default. */
export const createEmbeddedJobRunner = ({
  db,
  log,
  clock = systemClock,
  pollIntervalMs = 1000,
  concurrency = 2,
  keepCompletedMs = 7 * 24 * 60 * 60 * 1000,
}: EmbeddedRunnerOptions): EmbeddedJobRunner => {
  const registry = createRegistry();
  const fairShare = createFairShare();
  const running = new Set<Promise<void>>();
  // Resolved by a poll or an enqueue while jobs run, so a free slot is filled without waiting for one to end.
  let wake: (() => void) | null = null;
  // Counts jobs that ended: one ending while a round is claiming may free the slot a claim was just refused.
  let ended = 0;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let stopped = true;
  // Set by stop(): a round under way takes no further job.
  let stopping = false;

  const names = () => registry.all().map((definition) => definition.name);

  const execute = async (job: ClaimedJob) => {
    const definition = registry.get(job.name);
    const context = { jobId: job.id, attempt: job.attempts, log };
    try {
      await definition.handle(definition.payload.parse(JSON.parse(job.payload)), context);
      await completeJob(db, job.id, job.attempts, at(clock()));
    } catch (error) {
      const message = describeFailure(error);
      const delayMs = (definition.retryDelaySeconds ?? defaultRetryDelaySeconds) * 1000 * 2 ** (job.attempts - 1);
      const retryAt = job.attempts <= job.retryLimit ? at(clock(), delayMs) : null;
      log.warn({ job: job.name, jobId: job.id, attempt: job.attempts, err: message }, 'Job failed');
      await failJob(db, job.id, job.attempts, message, retryAt, at(clock()));
    }
  };

  const leaseUntil = (name: string) => at(clock(), (registry.get(name).leaseSeconds ?? defaultLeaseSeconds) * 1000);

  let purgedAt = 0;
  const purgeHourly = async () => {
    if (clock().getTime() - purgedAt < oneHour) return;
    purgedAt = clock().getTime();
    await deleteCompletedBefore(db, at(clock(), -keepCompletedMs));
  };

  const claimNext = () =>
    claimDueJob(db, {
      names: names(),
      now: at(clock()),
      leaseUntil,
      perOrganization: (name) => registry.get(name).perOrganization,
      fairShare,
    });

  const runDue = async () => {
    for (;;) {
      const endedBefore = ended;
      await fireDueSchedules(db, registry, clock());
      await purgeHourly();
      while (!stopping && running.size < concurrency) {
        const job = await claimNext();
        if (!job) break;
        const run = execute(job).finally(() => {
          running.delete(run);
          ended += 1;
        });
        running.add(run);
      }
      if (ended !== endedBefore && !stopping) continue;
      if (running.size === 0) return;
      await Promise.race([...running, new Promise<void>((resolve) => (wake = resolve))]);
      wake = null;
    }
  };

  const poll = () => {
    if (stopped) return;
    if (polling) {
      wake?.();
      return;
    }
    polling = runDue()
      .catch((error: unknown) => log.warn({ err: describeFailure(error) }, 'Job polling failed; trying again'))
      .finally(() => {
        polling = null;
      });
  };

  return {
    define: registry.define,
    runDue,
    enqueue: async (name, payload, options = {}) => {
      const definition = registry.get(name);
      const id = crypto.randomUUID();
      const inserted = await insertJob(db, {
        id,
        name,
        payload: definition.payload.parse(payload),
        singletonKey: options.singletonKey ?? null,
        retryLimit: options.retryLimit ?? definition.retryLimit ?? defaultRetryLimit,
        runAt: (options.runAt ?? clock()).toISOString(),
        now: at(clock()),
      });
      wake?.();
      return inserted ? id : null;
    },
    schedule: (name, recurrence, payload) =>
      storeSchedule(db, name, recurrence, registry.parse(name, payload), clock()),
    start: async () => {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      timer = setInterval(poll, pollIntervalMs);
      timer.unref();
      poll();
    },
    stop: async () => {
      stopped = true;
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await polling;
      await Promise.all(running);
    },
  };
};
