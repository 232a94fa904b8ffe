import type { Db } from '../../server/src/db/database';
import { openBenchPostgres } from './benchPostgres';
import { line } from './report';
import { openTempDatabase } from './tempDatabase';

export type BenchDatabaseKind = 'SQLite file' | 'PostgreSQL';

/**
 * Runs `measure` on a fresh SQLite file, then on a fresh database of its own on the PostgreSQL server of
 * BENCH_DATABASE_URL when it is set; each database is dropped after. True when every run passed.
 */
export async function onEachDatabase(
  databaseName: string,
  measure: (db: Db, kind: BenchDatabaseKind) => Promise<boolean>,
): Promise<boolean> {
  const sqlite = await openTempDatabase();
  const outcomes: boolean[] = [];
  try {
    outcomes.push(await measure(sqlite.db, 'SQLite file'));
  } finally {
    await sqlite.dispose();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    line('PostgreSQL skipped', 'set BENCH_DATABASE_URL=postgres://user@host:port/db');
    return outcomes.every(Boolean);
  }
  const postgres = await openBenchPostgres(serverUrl, databaseName);
  try {
    outcomes.push(await measure(postgres.db, 'PostgreSQL'));
  } finally {
    await postgres.dispose();
  }
  return outcomes.every(Boolean);
}
