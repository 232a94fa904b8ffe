import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../../server/src/config';
import { openDatabase, type Db } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';

export type TestDatabase = { db: Db; kind: DatabaseConfig['kind']; dispose: () => Promise<void> };

const adminQuery = async (adminUrl: string, statement: string) => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const destroyQuietly = async (db: Db) => {
  try {
    await db.destroy();
  } catch {
    // A test may already have destroyed it to simulate an outage.
  }
};

type TestDatabaseOptions = { migrate?: boolean };

const createPostgresDatabase = async (adminUrl: string, { migrate = true }: TestDatabaseOptions): Promise<TestDatabase> => {
  const name = `securo_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: 'postgres', connectionString: url.toString() });
  if (migrate) await migrateToLatest(db);
  return {
    db,
    kind: 'postgres',
    dispose: async () => {
      await destroyQuietly(db);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

const createSqliteDatabase = async ({ migrate = true }: TestDatabaseOptions): Promise<TestDatabase> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'securo-test-'));
  const db = openDatabase({ kind: 'sqlite', filename: path.join(dir, 'securo.db') });
  if (migrate) await migrateToLatest(db);
  return {
    db,
    kind: 'sqlite',
    dispose: async () => {
      await destroyQuietly(db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * A fresh database, migrated unless `migrate: false`: PostgreSQL when TEST_DATABASE_URL points at a server, else a
 * temporary SQLite file.
 */
export const createTestDatabase = (options: TestDatabaseOptions = {}): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl && /^postgres(ql)?:\/\//.test(adminUrl) ? createPostgresDatabase(adminUrl, options) : createSqliteDatabase(options);
};
