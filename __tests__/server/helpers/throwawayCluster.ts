import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** A PostgreSQL cluster of its own on a free loopback port, so a test may stop and start it without harming others. */
export type ThrowawayCluster = {
  url: string;
  stop: () => void;
  start: () => void;
  /** Stops the cluster if it runs and removes its files; safe to call whatever state it is in. */
  dispose: () => void;
};

/** A port nothing listens on right now, as the operating system hands it out. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const postgresRoot = '/usr/lib/postgresql';

/** The newest installed server's bin directory, as .ci/run picks it. */
const binDirectory = (): string => {
  const versions = existsSync(postgresRoot)
    ? readdirSync(postgresRoot)
        .filter((version) => existsSync(path.join(postgresRoot, version, 'bin', 'pg_ctl')))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  const newest = versions.at(-1);
  if (!newest)
    throw new Error(`No PostgreSQL server binaries under ${postgresRoot}/*/bin (apt-get install postgresql)`);
  return path.join(postgresRoot, newest, 'bin');
};

const quoted = (argument: string) => `'${argument.replace(/'/g, `'\\''`)}'`;

export const startThrowawayCluster = async (): Promise<ThrowawayCluster> => {
  const bin = binDirectory();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'securo-outage-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: there the cluster belongs to the postgres user, as in .ci/run.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', owner], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', owner], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(group));
  }
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const options = { stdio: 'pipe' as const, timeout: 60_000 };
    if (asRoot) execFileSync('su', [owner, '-s', '/bin/sh', '-c', [command, ...args].map(quoted).join(' ')], options);
    else execFileSync(command, args, options);
  };
  const start = () => {
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const dispose = () => {
    try {
      if (existsSync(path.join(data, 'postmaster.pid'))) stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', owner]);
    start();
  } catch (error) {
    dispose();
    throw error;
  }
  return { url: `postgres://${owner}@127.0.0.1:${port}/postgres`, start, stop, dispose };
};
