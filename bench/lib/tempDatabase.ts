import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { prepareAuditTrail } from '../../server/src/modules/auditLogs/rechain';

export type TempDatabase = { db: Db; dispose: () => Promise<void> };

/** A migrated SQLite file in a temporary folder: the product's default database, on disk as in production. */
export async function openTempDatabase(): Promise<TempDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'securo-bench-db-'));
  const db = openDatabase({ kind: 'sqlite', filename: path.join(dir, 'bench.db') });
  await migrateToLatest(db);
  await prepareAuditTrail(db, randomBytes(32).toString('hex'), console.warn);
  return {
    db,
    dispose: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
