import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../config';
import { watchSqliteChanges } from './changeMark';
import { createPool, type PoolOptions } from './postgresPool';
import { readerDialect } from './readerDialect';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export type Db = Kysely<Database>;

const preparedStatementCapacity = 500;

// The database holds every organisation's data: readable by the server's user alone, as its key files are.
const ownerOnly = 0o600;

/** The database file made, or kept, owner-only before SQLite opens it (SQLite gives its WAL and SHM its mode). */
const prepareSqliteFile = (filename: string): void => {
  mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  closeSync(openSync(filename, 'a', ownerOnly));
  chmodSync(filename, ownerOnly);
};

/** The WAL and shared-memory files, owner-only too, whichever made them and with whatever mode. */
const restrictWalFiles = (filename: string): void => {
  for (const file of [`${filename}-wal`, `${filename}-shm`]) if (existsSync(file)) chmodSync(file, ownerOnly);
};

const openSqlite = (filename: string): Db => {
  const onDisk = filename !== ':memory:';
  if (onDisk) prepareSqliteFile(filename);
  const database = new SqliteDatabase(filename);
  database.pragma('journal_mode = WAL');
  if (onDisk) restrictWalFiles(filename);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // Long reads (audit exports, chain verification) cost a third less through a memory map and a larger page cache.
  database.pragma('mmap_size = 268435456');
  database.pragma('cache_size = -65536');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database, preparedStatementCapacity) }),
  });
  watchSqliteChanges(db, database);
  return db;
};

/** PostgreSQL only: a pool whose lost connections are logged and replaced, never fatal (see postgresPool). */
export type DatabaseOptions = PoolOptions;

export const openDatabase = (config: DatabaseConfig, options: DatabaseOptions = {}): Db =>
  config.kind === 'sqlite'
    ? openSqlite(config.filename)
    : new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(config.connectionString, options) }) });

// One reader a core: more would only queue on the same two cores the event loop needs.
const sqliteReaders = 2;

/**
 * Where long reads run (audit search, counts and export batches). better-sqlite3 runs a statement on the event loop,
 * so on SQLite they go to read-only connections on worker threads and every other request keeps being served. A
 * PostgreSQL pool already runs statements elsewhere: there it is the same database. The caller destroys it.
 */
export const openReadDatabase = (config: DatabaseConfig, db: Db): Db =>
  config.kind === 'sqlite' && config.filename !== ':memory:'
    ? new Kysely<Database>({ dialect: readerDialect(config.filename, sqliteReaders) })
    : db;
