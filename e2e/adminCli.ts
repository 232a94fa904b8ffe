import { spawnSync } from 'node:child_process';
import path from 'node:path';

export type AdminTarget = { dataDir: string; databaseUrl: string; appUrl: string };

/** The e2e server's database and data folder (playwright.config.ts). */
const e2eServer = (): AdminTarget => {
  const dataDir = process.env.SECURO_E2E_DATA_DIR ?? '';
  return {
    dataDir,
    databaseUrl: `file:${path.join(dataDir, 'securo-e2e.db')}`,
    appUrl: `http://127.0.0.1:${process.env.SECURO_E2E_PORT}`,
  };
};

/** Runs `npm run admin -- <args>` against the e2e server's database and data folder, or another server's. */
export function runAdmin(args: string[], target: AdminTarget = e2eServer()): string {
  const result = spawnSync(process.execPath, ['-r', 'ts-node/register', 'server/src/cli/admin.ts', ...args], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl, APP_URL: target.appUrl },
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
