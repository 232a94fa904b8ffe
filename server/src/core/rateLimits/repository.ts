import { sql } from 'kysely';
import type { Db } from '../../db/database';

const table = 'rate_limit_counters';
const stored = (column: string) => sql.ref(`${table}.${column}`);

export type Counter = { count: number; windowStart: string; blockedUntil: string | null };

/**
 * Adds one to the key's count in one statement, starting a new window when the stored one began at or before
 * `windowCutoff`: PostgreSQL locks the row for the upsert and SQLite holds its write lock, so concurrent callers,
 * in this process or another, each see a distinct count.
 */
export const incrementCounter = async (db: Db, key: string, now: string, windowCutoff: string): Promise<Counter> => {
  const expired = sql<boolean>`${stored('window_start')} <= ${windowCutoff}`;
  const row = await db
    .insertInto(table)
    .values({ key, window_start: now, count: 1, blocked_until: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE ${stored('count')} + 1 END`,
        window_start: sql<string>`CASE WHEN ${expired} THEN ${now} ELSE ${stored('window_start')} END`,
        blocked_until: sql<string | null>`CASE WHEN ${expired} THEN NULL ELSE ${stored('blocked_until')} END`,
      }),
    )
    .returning(['count', 'window_start', 'blocked_until'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: row.window_start, blockedUntil: row.blocked_until };
};

/** Gives back one reserved attempt, so the count holds attempts that went on to fail. */
export const decrementCounter = async (db: Db, key: string): Promise<void> => {
  await db
    .updateTable(table)
    .set({ count: sql<number>`CASE WHEN count > 0 THEN count - 1 ELSE 0 END` })
    .where('key', '=', key)
    .execute();
};

export const deleteCounter = async (db: Db, key: string): Promise<void> => {
  await db.deleteFrom(table).where('key', '=', key).execute();
};

/**
 * Sets blocked_until only when the key is not blocked at `now`: of concurrent claimants, exactly one succeeds.
 * Returns whether this caller took the slot.
 */
export const claimUnblocked = async (db: Db, key: string, now: string, blockedUntil: string): Promise<boolean> => {
  const result = await db
    .updateTable(table)
    .set({ blocked_until: blockedUntil })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Takes the lease when nobody holds it or its holder's lease has expired; returns the expiry of the lease in force. */
export const acquireLeaseRow = async (db: Db, key: string, now: string, expiresAt: string): Promise<string | null> => {
  const taken = await db
    .insertInto(table)
    .values({ key, window_start: now, count: 1, blocked_until: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ window_start: now, count: 1, blocked_until: expiresAt })
        .where((eb) => eb.or([eb(`${table}.blocked_until`, 'is', null), eb(`${table}.blocked_until`, '<=', now)])),
    )
    .returning('key')
    .executeTakeFirst();
  if (taken) return null;
  const holder = await db.selectFrom(table).select('blocked_until').where('key', '=', key).executeTakeFirst();
  return holder?.blocked_until ?? now;
};

/** Frees a lease, only while it is the one that expires at `expiresAt` (not a holder's who took it after that). */
export const deleteLease = async (db: Db, key: string, expiresAt: string): Promise<void> => {
  await db.deleteFrom(table).where('key', '=', key).where('blocked_until', '=', expiresAt).execute();
};

export const readBlockedUntil = async (db: Db, key: string): Promise<string | null> =>
  (await db.selectFrom(table).select('blocked_until').where('key', '=', key).executeTakeFirst())?.blocked_until ?? null;

/** Drops counters whose window began before `staleBefore` and that block nothing at `now`. */
export const deleteStaleCounters = async (db: Db, staleBefore: string, now: string): Promise<void> => {
  await db
    .deleteFrom(table)
    .where('window_start', '<', staleBefore)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now)]))
    .execute();
};
