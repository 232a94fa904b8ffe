import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the SQLite database on disk', () => {
  let dir: string;
  let previousUmask: number;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'securo-modes-'));
    // The usual umask, which leaves new files readable by everyone (0644).
    previousUmask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(previousUmask);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is created readable and writable by its owner alone, with its WAL and shared-memory files', async () => {
    const filename = path.join(dir, 'data', 'securo.db');
    const db = openDatabase({ kind: 'sqlite', filename });
    try {
      await migrateToLatest(db);
      for (const file of [filename, `${filename}-wal`, `${filename}-shm`])
        expect([file, modeOf(file)]).toEqual([file, 0o600]);
    } finally {
      await db.destroy();
    }
  });

  it('is made owner-only when it already exists readable by others', async () => {
    const filename = path.join(dir, 'securo.db');
    writeFileSync(filename, '', { mode: 0o644 });
    const db = openDatabase({ kind: 'sqlite', filename });
    try {
      await migrateToLatest(db);
      for (const file of [filename, `${filename}-wal`, `${filename}-shm`])
        expect([file, modeOf(file)]).toEqual([file, 0o600]);
    } finally {
      await db.destroy();
    }
  });
});
