import { Writable } from 'node:stream';
import { buildApp } from '../../../server/src/app';
import { demoAccount, seedDemo } from '../../../server/src/db/seed';
import { loggerOptions } from '../../../server/src/plugins/logger';
import { api } from '../helpers/requests';
import { relaxedLimits, testConfig } from '../helpers/testApp';
import { createTestDatabase } from '../helpers/testDatabase';

describe('request logging', () => {
  it('never writes bearer tokens or passwords', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logged += chunk.toString();
        callback();
      },
    });
    const database = await createTestDatabase();
    await seedDemo(database.db);
    const app = await buildApp({
      config: { ...testConfig, logLevel: 'trace' },
      db: database.db,
      logger: { ...loggerOptions('trace'), stream },
      limits: relaxedLimits,
    });
    try {
      const login = await api(app, 'POST', '/api/auth/login', {
        body: { email: demoAccount.email, password: demoAccount.password },
      });
      const token = login.json().token as string;
      await api(app, 'GET', '/api/auth/me', { token });
      app.log.info({ req: { headers: { authorization: `Bearer ${token}` } }, body: { password: 'hunter22' } }, 'probe');

      expect(logged).toContain('probe');
      expect(logged).toContain('[redacted]');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(demoAccount.password);
      expect(logged).not.toContain('hunter22');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
