import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

const runMain = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['-r', 'ts-node/register', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('server start-up', () => {
  it('stops with exit code 1 and a readable message when production has no JWT_SECRET', () => {
    const result = runMain({ NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required when NODE_ENV=production');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('lists every invalid variable', () => {
    const result = runMain({ PORT: 'eighty', JWT_TTL: 'soon', JWT_SECRET: 'x'.repeat(40) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('JWT_TTL');
  });
});

describe('server boot', () => {
  it('migrates, seeds, prints the URL and demo account, serves, and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-boot-'));
    const child = spawn(process.execPath, ['-r', 'ts-node/register', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    });
    try {
      let stdout = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /Securo is running at (http:\/\/\S+)/.exec(stdout);
          if (match && stdout.includes('Demo account: demo@securo.dev / securo-demo')) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${stdout}`)));
      });
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
