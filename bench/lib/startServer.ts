import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export type RunningServer = { origin: string; stop: () => Promise<void> };

const root = path.resolve(__dirname, '..', '..');

async function waitUntilHealthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server at ${url} did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts a TypeScript entry point in its own Node process on a free loopback port, over a fresh SQLite file unless
 * `env` says otherwise.
 */
export async function startServer(
  entry: string,
  healthPath: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-bench-'));
  const child = spawn(process.execPath, ['-r', 'ts-node/register', entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${origin}${healthPath}`, 60_000);
  } catch (error) {
    // A server that never became healthy must not outlive the bench that gave up on it.
    await stop();
    throw error;
  }
  return { origin, stop };
}
