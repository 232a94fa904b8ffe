import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '../../../../server/src/db/database';
import { migrateToLatest } from '../../../../server/src/db/migrate';
import { configureAuditKey } from '../../../../server/src/core/auditTrail/chain';
import { verifyAuditChain } from '../../../../server/src/modules/auditLogs/verify';
import { newOrganization } from '../../helpers/compliance';
import { testAuditKey } from '../../helpers/testDatabase';

// SQLite only: one process runs its transactions one at a time, so appends from two processes (the server and an
// admin command) are what the chain lock must order. On PostgreSQL the 50 concurrent appends of chain.test.ts already
// come from ten pooled connections.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

const repositoryRoot = path.resolve(__dirname, '../../../..');
const perProcess = 150;

const appender = `
const { openDatabase } = require('./server/src/db/database');
const { recordAudit } = require('./server/src/core/auditTrail/recordAudit');
const { configureAuditKey } = require('./server/src/core/auditTrail/chain');
const [filename, organizationId, count, auditKey] = process.argv.slice(1);
configureAuditKey(auditKey);
const db = openDatabase({ kind: 'sqlite', filename });
(async () => {
  for (let index = 0; index < Number(count); index += 1) {
    const actor = { organizationId, userId: null, name: 'Process ' + process.pid, ip: null };
    const event = { action: 'Appended', severity: 'info', category: 'system', details: 'Entry ' + index,
      at: new Date().toISOString() };
    await db.transaction().execute((trx) => recordAudit(trx, actor, event));
  }
  await db.destroy();
})().catch((error) => { console.error(error); process.exit(1); });
`;

const appendFromProcess = (filename: string, organizationId: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register', '-e', appender, filename, organizationId, String(perProcess), testAuditKey],
      {
        cwd: repositoryRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`appender exited ${code}: ${errors}`))));
  });

let directory: string;
let db: Db;

beforeAll(async () => {
  configureAuditKey(testAuditKey);
  directory = mkdtempSync(path.join(tmpdir(), 'securo-chain-'));
  db = openDatabase({ kind: 'sqlite', filename: path.join(directory, 'securo.db') });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(directory, { recursive: true, force: true });
});

(onPostgres ? it.skip : it)(
  'two processes appending to one organisation’s trail at once leave one gapless, intact chain',
  async () => {
    const { organizationId } = await newOrganization(db);
    const filename = path.join(directory, 'securo.db');
    await Promise.all([appendFromProcess(filename, organizationId), appendFromProcess(filename, organizationId)]);
    expect(await verifyAuditChain(db, organizationId)).toEqual({ ok: true, entries: 2 * perProcess });
  },
  60_000,
);
