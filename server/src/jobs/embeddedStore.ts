import type { Db } from '../db/database';
import type { Recurrence } from './types';

export type NewJob = {
  id: string;
  name: string;
  payload: unknown;
  singletonKey: string | null;
  retryLimit: number;
  runAt: string;
  now: string;
};

/** Inserts a job; false when its singleton key is taken. */
export const insertJob = async (db: Db, job: NewJob): Promise<boolean> => {
  const result = await db
    .insertInto('jobs')
    .values({
      id: job.id,
      name: job.name,
      payload: JSON.stringify(job.payload),
      singleton_key: job.singletonKey,
      state: 'queued',
      retry_limit: job.retryLimit,
      run_at: job.runAt,
      created_at: job.now,
    })
    .onConflict((conflict) => conflict.columns(['name', 'singleton_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

export type ClaimedJob = { id: string; name: string; payload: string; attempts: number; retryLimit: number };

/**
 * Takes one due job among `names`: queued and due, or running past its lease (its process died). The conditional
 * update lets exactly one of several runners on the same database win it.
 */
export const claimDueJob = async (
  db: Db,
  names: string[],
  now: string,
  leaseUntil: (name: string) => string,
): Promise<ClaimedJob | null> => {
  if (names.length === 0) return null;
  const candidates = await db
    .selectFrom('jobs')
    .select(['id', 'name', 'payload', 'attempts', 'retry_limit', 'state', 'locked_until'])
    .where('name', 'in', names)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', now)]),
      ]),
    )
    .orderBy('run_at')
    .limit(5)
    .execute();
  for (const job of candidates) {
    const taken = await db
      .updateTable('jobs')
      .set({ state: 'running', attempts: job.attempts + 1, locked_until: leaseUntil(job.name) })
      .where('id', '=', job.id)
      .where('state', '=', job.state)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1)
      return {
        id: job.id,
        name: job.name,
        payload: job.payload,
        attempts: job.attempts + 1,
        retryLimit: job.retry_limit,
      };
  }
  return null;
};

export const completeJob = (db: Db, id: string, attempts: number, now: string) =>
  db
    .updateTable('jobs')
    .set({ state: 'completed', locked_until: null, completed_at: now })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .execute();

/** Queues the job again at `retryAt`, or records it failed when `retryAt` is null. */
export const failJob = (db: Db, id: string, attempts: number, error: string, retryAt: string | null, now: string) =>
  db
    .updateTable('jobs')
    .set(
      retryAt
        ? { state: 'queued', run_at: retryAt, locked_until: null, last_error: error }
        : { state: 'failed', locked_until: null, last_error: error, completed_at: now },
    )
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .execute();

export const deleteCompletedBefore = (db: Db, before: string) =>
  db.deleteFrom('jobs').where('state', '=', 'completed').where('completed_at', '<', before).execute();

export type StoredSchedule = { name: string; recurrence: Recurrence; payload: unknown; nextRunAt: string };

export const upsertSchedule = (db: Db, schedule: StoredSchedule, now: string) =>
  db
    .insertInto('job_schedules')
    .values({
      name: schedule.name,
      recurrence: JSON.stringify(schedule.recurrence),
      payload: JSON.stringify(schedule.payload),
      next_run_at: schedule.nextRunAt,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({
        recurrence: JSON.stringify(schedule.recurrence),
        payload: JSON.stringify(schedule.payload),
        next_run_at: schedule.nextRunAt,
        updated_at: now,
      }),
    )
    .execute();

export const findSchedule = (db: Db, name: string) =>
  db.selectFrom('job_schedules').selectAll().where('name', '=', name).executeTakeFirst();

export const findDueSchedules = async (db: Db, names: string[], now: string): Promise<StoredSchedule[]> => {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('job_schedules')
    .selectAll()
    .where('name', 'in', names)
    .where('next_run_at', '<=', now)
    .execute();
  return rows.map((row) => ({
    name: row.name,
    recurrence: JSON.parse(row.recurrence) as Recurrence,
    payload: JSON.parse(row.payload) as unknown,
    nextRunAt: row.next_run_at,
  }));
};

/** Moves a schedule from the run it fired to the next, unless another runner moved it first. */
export const advanceSchedule = (db: Db, name: string, firedAt: string, nextRunAt: string, now: string) =>
  db
    .updateTable('job_schedules')
    .set({ next_run_at: nextRunAt, updated_at: now })
    .where('name', '=', name)
    .where('next_run_at', '=', firedAt)
    .execute();
