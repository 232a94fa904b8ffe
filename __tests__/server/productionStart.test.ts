import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAccount } from '../../server/src/db/seed';

const repoRoot = path.resolve(__dirname, '../..');

describe('production start', () => {
  it('never creates the demo account, even with SEED_DEMO=true, and closes registration', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-production-'));
    const child = spawn(process.execPath, ['-r', 'ts-node/register', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        AUDIT_KEY: 'k'.repeat(40),
        CREDENTIALS_KEY: 'c'.repeat(40),
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      let stdout = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /Securo is running at (http:\/\/\S+)/.exec(stdout);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${stdout}`)));
      });
      expect(stdout).not.toContain('Demo account');
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
      });
      expect(login.status).toBe(401);
      const register = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Mallory', email: 'mallory@example.com', password: 'a-password', company: 'M' }),
      });
      expect(register.status).toBe(403);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
