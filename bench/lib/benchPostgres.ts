import { Client } from 'pg';
import { type Db, openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';

export type BenchDatabase = { db: Db; dispose: () => Promise<void> };

const onServer = async (serverUrl: string, statement: string) => {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A fresh, migrated database of its own on the PostgreSQL server at `serverUrl`, dropped again by dispose. */
export async function openBenchPostgres(serverUrl: string, databaseName: string): Promise<BenchDatabase> {
  await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
  await onServer(serverUrl, `create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const db = openDatabase({ kind: 'postgres', connectionString: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    dispose: async () => {
      await db.destroy();
      await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
    },
  };
}
