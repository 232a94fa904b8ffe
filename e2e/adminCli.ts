import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs `npm run admin -- <args>` against the same database and data folder as the e2e server. */
export function runAdmin(args: string[]): string {
  const dataDir = process.env.SECURO_E2E_DATA_DIR ?? '';
  const result = spawnSync(process.execPath, ['-r', 'ts-node/register', 'server/src/cli/admin.ts', ...args], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'securo-e2e.db')}`,
      APP_URL: `http://127.0.0.1:${process.env.SECURO_E2E_PORT}`,
    },
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
