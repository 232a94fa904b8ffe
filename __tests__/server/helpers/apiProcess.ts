import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './throwawayCluster';

const repositoryRoot = path.resolve(__dirname, '../../..');

/** The real server (server/src/main.ts) in a process of its own, as an operator runs it. */
export type Api = {
  child: ChildProcessWithoutNullStreams;
  origin: string;
  output: () => string;
  /** Settles once the API says it is running, or fails if it exits first. */
  listening: Promise<void>;
};

/**
 * Spawns the real server; the caller holds the process (to end it whatever happens) before waiting for it. `env`
 * adds settings such as SMTP_URL.
 */
export const launchApi = async (
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Api> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', 'ts-node/register', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = new Promise<void>((resolve, reject) => {
    const started = () => {
      if (!output.includes('Securo is running at')) return;
      child.stdout.off('data', started);
      child.off('exit', exited);
      resolve();
    };
    const exited = (code: number | null) => reject(new Error(`the API exited with ${code} at start-up:\n${output}`));
    child.stdout.on('data', started);
    child.once('exit', exited);
  });
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, listening };
};

export const stopApi = async ({ child }: Api) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killLater);
};
