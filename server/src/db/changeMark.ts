import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './database';

const markReaders = new WeakMap<Db, () => string | null>();

/**
 * SQLite: the rows this connection has changed (total_changes, counted as each statement completes, before its
 * commit) and the commits of every other connection or process (data_version). Together they move with every
 * write to the file, so a value read while the mark stood still is still the database's.
 */
export const watchSqliteChanges = (db: Db, database: BetterSqlite3.Database): void => {
  const ownChanges = database.prepare('select total_changes()').pluck();
  const othersCommits = database.prepare('pragma data_version').pluck();
  markReaders.set(db, () => {
    try {
      return `${ownChanges.get() as number}:${othersCommits.get() as number}`;
    } catch {
      // The connection is busy streaming a long read: no mark, so callers read the database instead.
      return null;
    }
  });
};

/** Where the database keeps a cheap change mark (SQLite), the current one; null where it does not (PostgreSQL). */
export const changeMark = (db: Db): string | null => markReaders.get(db)?.() ?? null;
