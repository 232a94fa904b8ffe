import type { IntegrationConnections } from '../../../server/src/core/appDeps';
import { createCredentialVault } from '../../../server/src/core/credentialVault';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../../server/src/config';
import { openDatabase, type Db } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { configureAuditKey } from '../../../server/src/core/auditTrail/chain';
import { createOutboundGuard } from '../../../server/src/core/outbound/outboundGuard';

/** `config` opens the same database again (a second pool, a job runner). */
export type TestDatabase = {
  db: Db;
  kind: DatabaseConfig['kind'];
  config: DatabaseConfig;
  dispose: () => Promise<void>;
};

const adminQuery = async (adminUrl: string, statement: string) => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

/**
 * A destroyed pool has asked its connections to close but does not wait for them; dropping the database WITH (FORCE)
 * while one is still closing makes PostgreSQL send that client an error nobody listens for, failing a later test.
 */
const waitForConnectionsToClose = async (adminUrl: string, name: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await adminQuery(
      adminUrl,
      `SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    if (row?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
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

const createPostgresDatabase = async (
  adminUrl: string,
  { migrate = true }: TestDatabaseOptions,
): Promise<TestDatabase> => {
  const name = `securo_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: 'postgres', connectionString: url.toString() };
  const db = openDatabase(config);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    kind: 'postgres',
    config,
    dispose: async () => {
      await destroyQuietly(db);
      await waitForConnectionsToClose(adminUrl, name);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

const createSqliteDatabase = async ({ migrate = true }: TestDatabaseOptions): Promise<TestDatabase> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'securo-test-'));
  const config: DatabaseConfig = { kind: 'sqlite', filename: path.join(dir, 'securo.db') };
  const db = openDatabase(config);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    kind: 'sqlite',
    config,
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
export const testAuditKey = 'test-audit-key-0123456789abcdef0123456789abcdef';

/**
 * The vault integration credentials are sealed with in tests, the platform's AWS account, and no sandbox: a test
 * starts the fake it needs.
 */
export const testIntegrations: IntegrationConnections = {
  vault: createCredentialVault('test-credentials-key-0123456789abcdef0123456789'),
  sandboxUrls: null,
  awsAccountId: '210987654321',
  outbound: createOutboundGuard({ allow: [] }),
};

export const createTestDatabase = (options: TestDatabaseOptions = {}): Promise<TestDatabase> => {
  configureAuditKey(testAuditKey);
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl && /^postgres(ql)?:\/\//.test(adminUrl)
    ? createPostgresDatabase(adminUrl, options)
    : createSqliteDatabase(options);
};
