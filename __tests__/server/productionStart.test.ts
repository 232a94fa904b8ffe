import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAccount } from '../../server/src/demo/seed';
import { compileServer, startCompiledServer } from './helpers/compiledServer';

let outdir: string;

beforeAll(() => {
  outdir = compileServer();
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('production start', () => {
  it('runs the compiled server, never creates the demo account, even with SEED_DEMO=true, and closes registration', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-production-'));
    const server = await startCompiledServer(outdir, {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      AUDIT_KEY: 'k'.repeat(40),
      CREDENTIALS_KEY: 'c'.repeat(40),
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
    });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(server.stdout()).not.toContain('Demo account');
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
      });
      expect(login.status).toBe(401);
      const register = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Mallory', email: 'mallory@example.com', password: 'a-password', company: 'M' }),
      });
      expect(register.status).toBe(403);
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
