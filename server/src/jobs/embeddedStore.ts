import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { type FairShare, type OrganizationLimit, organizationOf } from './fairShare';
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

export type Claim = {
  names: string[];
  now: string;
  leaseUntil: (name: string) => string;
  perOrganization: OrganizationLimit;
  fairShare: FairShare;
};

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The payload's organizationId, read in SQL (the payload is JSON text on both databases). */
const payloadOrganization = (db: Db, table = 'jobs') =>
  isPostgres(db)
    ? sql<string | null>`(${sql.ref(`${table}.payload`)}::jsonb ->> 'organizationId')`
    : sql<string | null>`json_extract(${sql.ref(`${table}.payload`)}, '$.organizationId')`;

const findRunningByOrganization = async (db: Db, names: string[], now: string) =>
  db
    .selectFrom('jobs')
    .select((eb) => ['name', payloadOrganization(db).as('organization_id'), eb.fn.countAll<number>().as('running')])
    .where('name', 'in', names)
    .where('state', '=', 'running')
    .where('locked_until', '>', now)
    .groupBy(['name', payloadOrganization(db)])
    .execute();

/**
 * Takes one due job among `names`: queued and due, or running past its lease (its process died). An organisation
 * with as many jobs of a kind running as that kind allows is skipped; among the rest, the organisation with fewer
 * jobs running (then the one served longest ago) goes first, so one with a backlog does not hold up another. The
 * conditional update lets exactly one of several runners on the same database win a job; on SQLite it also checks
 * the organisation's limit in the same statement, under the write lock.
 */
export const claimDueJob = async (db: Db, claim: Claim): Promise<ClaimedJob | null> => {
  const { names, now, leaseUntil, perOrganization, fairShare } = claim;
  if (names.length === 0) return null;
  const running = new Map<string, number>();
  const full: { name: string; organizationId: string }[] = [];
  for (const row of await findRunningByOrganization(db, names, now)) {
    if (row.organization_id === null) continue;
    const count = Number(row.running);
    running.set(row.organization_id, (running.get(row.organization_id) ?? 0) + count);
    const limit = perOrganization(row.name);
    if (limit !== undefined && count >= limit) full.push({ name: row.name, organizationId: row.organization_id });
  }
  const ranks = [...fairShare.ranks(running)];
  const organization = payloadOrganization(db);
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
    .where((eb) =>
      eb.and(
        full.map(({ name, organizationId }) =>
          eb.or([eb('name', '!=', name), eb(organization, 'is', null), eb(organization, '!=', organizationId)]),
        ),
      ),
    )
    .$if(ranks.length > 0, (query) =>
      query.orderBy(
        sql`CASE ${sql.join(
          ranks.map(([organizationId, rank]) => sql`WHEN ${organization} = ${organizationId} THEN ${sql.lit(rank)}`),
          sql` `,
        )} ELSE 0 END`,
      ),
    )
    .orderBy('run_at')
    .limit(5)
    .execute();
  for (const job of candidates) {
    const organizationId = organizationOf(JSON.parse(job.payload));
    const limit = organizationId === null ? undefined : perOrganization(job.name);
    const taken = await db
      .updateTable('jobs')
      .set({ state: 'running', attempts: job.attempts + 1, locked_until: leaseUntil(job.name) })
      .where('id', '=', job.id)
      .where('state', '=', job.state)
      .where('attempts', '=', job.attempts)
      .$if(limit !== undefined, (query) =>
        query.where(
          (eb) =>
            eb
              .selectFrom('jobs as other')
              .select(eb.fn.countAll<number>().as('running'))
              .where('other.name', '=', job.name)
              .where('other.state', '=', 'running')
              .where('other.locked_until', '>', now)
              .where(payloadOrganization(db, 'other'), '=', organizationId),
          '<',
          limit ?? 0,
        ),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) {
      fairShare.served(organizationId);
      return {
        id: job.id,
        name: job.name,
        payload: job.payload,
        attempts: job.attempts + 1,
        retryLimit: job.retry_limit,
      };
    }
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
