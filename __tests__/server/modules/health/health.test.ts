import { buildApp } from '../../../../server/src/app';
import { api, expectFailure } from '../../helpers/requests';
import { createTestDatabase } from '../../helpers/testDatabase';
import { relaxedLimits, testConfig } from '../../helpers/testApp';

const appOn = async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig, db: database.db, logger: false, limits: relaxedLimits });
  return { app, database };
};

describe('GET /api/health', () => {
  it('reports ok when the database answers', async () => {
    const { app, database } = await appOn();
    try {
      const response = await api(app, 'GET', '/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('answers 503 when the database is gone, and so do routes that need it', async () => {
    const { app, database } = await appOn();
    try {
      await database.db.destroy();
      expectFailure(await api(app, 'GET', '/api/health'), 503, 'Database unavailable');
      const login = await api(app, 'POST', '/api/auth/login', {
        body: { email: 'demo@securo.dev', password: 'securo-demo' },
      });
      expectFailure(login, 503, 'Database unavailable');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
