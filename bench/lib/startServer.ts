import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export type RunningServer = {
  origin: string;
  pid: number;
  /** From spawning the process to the first 200 from its health path. */
  healthyAfterMs: number;
  stop: () => Promise<void>;
};

const root = path.resolve(__dirname, '..', '..');

/** Often enough that a start's measured time is the start's, not the polling's. */
const pollMs = 25;

async function waitUntilHealthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`Server at ${url} did not become healthy within ${timeoutMs} ms`);
}

/** A compiled entry runs as `npm start` runs the server; a TypeScript one under ts-node. */
const nodeArguments = (entry: string): string[] =>
  entry.endsWith('.js') ? ['--enable-source-maps', entry] : ['-r', 'ts-node/register', entry];

/**
 * Starts an entry point in its own Node process on a free loopback port, over a fresh SQLite file unless `env` says
 * otherwise. Given a dataDir it starts on that folder and leaves it to the caller; otherwise on a temporary one that
 * stop removes.
 */
export async function startServer(
  entry: string,
  healthPath: string,
  env: NodeJS.ProcessEnv = {},
  { dataDir: givenDataDir }: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'securo-bench-'));
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, nodeArguments(entry), {
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
  const { pid } = child;
  if (pid === undefined) throw new Error(`${entry} could not be started`);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${origin}${healthPath}`, 60_000);
  } catch (error) {
    // A server that never became healthy must not outlive the bench that gave up on it.
    await stop();
    throw error;
  }
  return { origin, pid, healthyAfterMs: performance.now() - spawnedAt, stop };
}
