import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './database';

type MarkSource = { read: () => string | null; next: Promise<string | null> | null };

const markSources = new WeakMap<Db, MarkSource>();

const noMark: Promise<null> = Promise.resolve(null);

/**
 * SQLite: the rows this connection has changed (total_changes, counted as each statement completes, before its
 * commit) and the commits of every other connection or process (data_version). Together they move with every
 * write to the file, so a value read while the mark stood still is still the database's.
 */
export const watchSqliteChanges = (db: Db, database: BetterSqlite3.Database): void => {
  const ownChanges = database.prepare('select total_changes()').pluck();
  const othersCommits = database.prepare('pragma data_version').pluck();
  const read = () => {
    try {
      return `${ownChanges.get() as number}:${othersCommits.get() as number}`;
    } catch {
      // The connection is busy streaming a long read: no mark, so callers read the database instead.
      return null;
    }
  };
  markSources.set(db, { read, next: null });
};

/**
 * Where the database keeps a cheap change mark (SQLite), the mark read at a moment after this call; null where it
 * does not (PostgreSQL). Every caller in a turn of the event loop shares one read, taken in the loop's check phase
 * after the poll phase has read every request that asks in this turn, so it sees each commit that any of them could
 * have known of when it was sent, pipelined or not. `data_version` takes a shared-memory lock and stats the file
 * (about 2 µs), the largest cost of a signed-in request answered from memory.
 */
export const nextChangeMark = (db: Db): Promise<string | null> => {
  const source = markSources.get(db);
  if (!source) return noMark;
  source.next ??= new Promise((resolve) => {
    setImmediate(() => {
      source.next = null;
      resolve(source.read());
    });
  });
  return source.next;
};
