import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';

// What the two-instance suites share: a throwaway database on the test cluster, and real processes running on it.
export const adminUrl = process.env.TEST_DATABASE_URL ?? '';
export const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);

const repositoryRoot = path.resolve(__dirname, '../../..');

export type ThrowawayDatabase = { name: string; url: string };

/** A database name and URL of the suite's own on the test cluster; created and dropped by the suite. */
export const throwawayDatabase = (): ThrowawayDatabase => {
  const name = `securo_test_${randomUUID().replace(/-/g, '')}`;
  const url = new URL(adminUrl || 'postgres://localhost/postgres');
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
};

export const query = async (connectionString: string, statement: string, values: unknown[] = []) => {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

export type Started = { child: ChildProcess; firstLine: string };

/**
 * Runs one of this folder's entries under ts-node with `env` added; resolves with what it prints first (it prints
 * once it runs), or fails with what it wrote to stderr if it exits first. `started` keeps the child from the moment
 * it is spawned, so that one failing to start never leaves another running.
 */
export const startEntry = (entry: string, env: Record<string, string>, started: ChildProcess[]) =>
  new Promise<Started>((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register', path.join(__dirname, entry)], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    started.push(child);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.once('data', (chunk: Buffer) => resolve({ child, firstLine: chunk.toString().trim() }));
    child.once('exit', (code) => reject(new Error(`${entry} exited ${code}: ${errors}`)));
  });

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killLater);
      resolve();
    });
    child.kill('SIGTERM');
  });
