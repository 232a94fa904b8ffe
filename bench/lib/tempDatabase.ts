import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, openDatabase, openReadDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { prepareAuditTrail } from '../../server/src/core/auditTrail/rechain';

/** readDb: where the server runs long reads, worker threads over the same file (see openReadDatabase). */
export type TempDatabase = { db: Db; readDb: Db; dispose: () => Promise<void> };

/** A migrated SQLite file in a temporary folder: the product's default database, on disk as in production. */
export async function openTempDatabase(): Promise<TempDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'securo-bench-db-'));
  const config = { kind: 'sqlite' as const, filename: path.join(dir, 'bench.db') };
  const db = openDatabase(config);
  await migrateToLatest(db);
  await prepareAuditTrail(db, randomBytes(32).toString('hex'), console.warn);
  const readDb = openReadDatabase(config, db);
  return {
    db,
    readDb,
    dispose: async () => {
      await readDb.destroy();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
