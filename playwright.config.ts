import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

/** A port nothing listens on now, so the suite never collides with a developer's own server. */
function freeLoopbackPort(): string {
  const probe =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', probe]).toString();
}

// Workers re-read this file: the environment carries the one temporary data folder to all of them.
process.env.SECURO_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'securo-e2e-'));
process.env.SECURO_E2E_PORT ??= freeLoopbackPort();

const dataDir = process.env.SECURO_E2E_DATA_DIR;
const port = process.env.SECURO_E2E_PORT;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'securo-e2e.db')}`,
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
