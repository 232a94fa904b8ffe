import { Writable } from 'node:stream';
import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import { demoAccount, seedDemo } from '../../../server/src/demo/seed';
import { loggerOptions } from '../../../server/src/plugins/logger';
import { api } from '../helpers/requests';
import { relaxedLimits, testConfig } from '../helpers/testApp';
import { createTestDatabase } from '../helpers/testDatabase';

/** An app whose log is captured, and what it wrote so far. */
const loggedApp = async () => {
  const log = { text: '' };
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      log.text += chunk.toString();
      callback();
    },
  });
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const app = await buildApp(
    createAppDeps({
      config: { ...testConfig, logLevel: 'trace' },
      db: database.db,
      limits: relaxedLimits,
    }),
    { logger: { ...loggerOptions('trace'), stream } },
  );
  return {
    app,
    log,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
};

describe('request logging', () => {
  it('never writes bearer tokens or passwords', async () => {
    const { app, log, close } = await loggedApp();
    const logged = () => log.text;
    try {
      const login = await api(app, 'POST', '/api/auth/login', {
        body: { email: demoAccount.email, password: demoAccount.password },
      });
      const token = login.json().token as string;
      await api(app, 'GET', '/api/auth/me', { token });
      app.log.info({ req: { headers: { authorization: `Bearer ${token}` } }, body: { password: 'hunter22' } }, 'probe');

      expect(logged()).toContain('probe');
      expect(logged()).toContain('[redacted]');
      expect(logged()).not.toContain(token);
      expect(logged()).not.toContain(demoAccount.password);
      expect(logged()).not.toContain('hunter22');
    } finally {
      await close();
    }
  });

  it('writes share-link and set-password URLs with their tokens redacted', async () => {
    const { app, log, close } = await loggedApp();
    const tokens = ['Zk3vQ9shareEvidenceToken', 'Xy7pL2shareReportToken', 'Pw4tR8setPasswordToken'];
    try {
      await api(app, 'GET', `/api/shared-evidence/${tokens[0]}`);
      await api(app, 'GET', `/api/shared-reports/${tokens[1]}?inline=1`);
      await api(app, 'GET', `/set-password?token=${tokens[2]}&next=%2F`);

      const urls = log.text
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
        .filter((url) => url !== undefined);
      expect(urls).toEqual(
        expect.arrayContaining([
          '/api/shared-evidence/[redacted]',
          '/api/shared-reports/[redacted]?inline=1',
          '/set-password?token=[redacted]&next=%2F',
        ]),
      );
      for (const token of tokens) expect(log.text).not.toContain(token);
    } finally {
      await close();
    }
  });

  it('tags every line of a request with its id, and lets a route choose its own level', async () => {
    const { app, log, close } = await loggedApp();
    app.get('/quiet', { logLevel: 'error', config: { access: 'public' } }, async (request) => {
      request.log.info('quiet route detail');
      return { success: true };
    });
    try {
      await api(app, 'GET', '/api/auth/me');
      await api(app, 'GET', '/quiet');

      const lines = log.text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string } });
      const meRequest = lines.find((line) => line.req?.url === '/api/auth/me');
      expect(meRequest?.reqId).toEqual(expect.any(String));
      expect(lines.filter((line) => line.reqId === meRequest?.reqId).map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      expect(log.text).not.toContain('quiet route detail');
    } finally {
      await close();
    }
  });
});
