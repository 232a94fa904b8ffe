import { createBoundedCache } from './boundedCache';

/**
 * How a cached value is known to be current. `mark` is the database's change mark (db/changeMark) read once when the
 * request was authenticated, null where the database keeps none (PostgreSQL). `version` is a cheap read whose answer
 * changes with every write that changes the value (an audit chain's head, a framework's latest assessment); without
 * one, the value is trusted only while the mark stands still.
 */
export type Freshness<Value> = {
  mark: string | null;
  version?: () => Promise<string>;
  build: () => Promise<Value>;
};

export type FreshCache<Value> = { read: (key: string, freshness: Freshness<Value>) => Promise<Value> };

type Entry<Value> = { mark: string | null; version: string | undefined; value: Value };

/**
 * Values read from the database, never older than it. While the change mark stands still (SQLite, whichever process
 * wrote) an entry is answered without a query; once it moves, or where there is no mark (PostgreSQL, written by any
 * instance), an entry is answered only if its version still reads the same, and rebuilt otherwise. The mark and the
 * version are read before the value is built, so a write landing in between leaves an entry labelled older than its
 * value, never newer. Values are frozen: requests share them.
 */
export const createFreshCache = <Value>(capacity: number): FreshCache<Value> => {
  const entries = createBoundedCache<Entry<Value>>(capacity);
  return {
    read: async (key, { mark, version: readVersion, build }) => {
      const entry = entries.get(key);
      if (entry && mark !== null && entry.mark === mark) return entry.value;
      const version = readVersion ? await readVersion() : undefined;
      if (entry && version !== undefined && entry.version === version) {
        entries.set(key, { ...entry, mark });
        return entry.value;
      }
      const value = await build();
      if (mark !== null || version !== undefined) entries.set(key, { mark, version, value });
      return value;
    },
  };
};
