import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '../../..');

/**
 * Compiles the server with the build `npm run build` uses, into a folder of its own under build/ (inside the
 * repository, so the bundle finds node_modules as build/server/ does). The caller removes it.
 */
export const compileServer = (): string => {
  mkdirSync(path.join(repositoryRoot, 'build'), { recursive: true });
  const outdir = mkdtempSync(path.join(repositoryRoot, 'build', 'test-'));
  const build = spawnSync(process.execPath, ['scripts/buildServer.js', '--outdir', outdir], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stderr}`);
  return outdir;
};

export type CompiledServer = { child: ChildProcessWithoutNullStreams; url: string; stdout: () => string };

/** Runs a compiled main.js as `npm start` does, with no TypeScript loader, until it says where it listens. */
export const startCompiledServer = async (outdir: string, env: Record<string, string>): Promise<CompiledServer> => {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Securo is running at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${stdout}${stderr}`)));
  });
  return { child, url, stdout: () => stdout };
};
