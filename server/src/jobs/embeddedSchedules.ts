import type { Db } from '../db/database';
import { advanceSchedule, findDueSchedules, findSchedule, insertJob, upsertSchedule } from './embeddedStore';
import { nextRunAfter } from './recurrence';
import { defaultRetryLimit, type Registry } from './registry';
import type { Recurrence } from './types';

/**
 * Queues the job of every due schedule. The job first, keyed by the run it stands for, then the schedule moved on:
 * runners racing (or one dying between the two) store that run's job once, and no statement holds SQLite's write
 * lock while awaiting another.
 */
export const fireDueSchedules = async (db: Db, registry: Registry, now: Date): Promise<void> => {
  const names = registry.all().map((definition) => definition.name);
  for (const schedule of await findDueSchedules(db, names, now.toISOString())) {
    await insertJob(db, {
      id: crypto.randomUUID(),
      name: schedule.name,
      payload: schedule.payload,
      singletonKey: `schedule@${schedule.nextRunAt}`,
      retryLimit: registry.get(schedule.name).retryLimit ?? defaultRetryLimit,
      runAt: now.toISOString(),
      now: now.toISOString(),
    });
    const next = nextRunAfter(schedule.recurrence, now).toISOString();
    await advanceSchedule(db, schedule.name, schedule.nextRunAt, next, now.toISOString());
  }
};

/** Stores a schedule; the same one again (every boot) keeps its next run, so a restart neither skips nor repeats one. */
export const storeSchedule = async (db: Db, name: string, recurrence: Recurrence, payload: unknown, now: Date) => {
  const stored = await findSchedule(db, name);
  if (stored && stored.recurrence === JSON.stringify(recurrence) && stored.payload === JSON.stringify(payload)) return;
  const nextRunAt = nextRunAfter(recurrence, now).toISOString();
  await upsertSchedule(db, { name, recurrence, payload, nextRunAt }, now.toISOString());
};
