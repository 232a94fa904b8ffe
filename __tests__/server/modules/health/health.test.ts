import { buildApp } from '../../../../server/src/app';
import { createAppDeps } from '../../../../server/src/appDeps';
import type { Db } from '../../../../server/src/db/database';
import { healthCheckTimeoutMs } from '../../../../server/src/modules/health/routes';
import { api, expectFailure } from '../../helpers/requests';
import { createTestDatabase } from '../../helpers/testDatabase';
import { relaxedLimits, testConfig } from '../../helpers/testApp';

const appOn = async (through: (db: Db) => Db = (db) => db) => {
  const database = await createTestDatabase();
  const app = await buildApp(createAppDeps({ config: testConfig, db: through(database.db), limits: relaxedLimits }), {
    logger: false,
  });
  return { app, database };
};

/** A database that answers nothing until `answer` is called, as one behind a connection gone silent. */
const silence = () => {
  const held: (() => void)[] = [];
  const through = (db: Db): Db =>
    db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => new Promise((resolve) => held.push(() => resolve(result))),
    });
  return { through, answer: () => held.splice(0).forEach((resolve) => resolve()) };
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

  it('answers 503 once its time limit has passed when the database does not answer', async () => {
    const silent = silence();
    const { app, database } = await appOn(silent.through);
    try {
      const started = Date.now();
      expectFailure(await api(app, 'GET', '/api/health'), 503, 'Database unavailable');
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(healthCheckTimeoutMs - 50);
      expect(elapsed).toBeLessThan(healthCheckTimeoutMs + 2_000);
    } finally {
      // The connection the unanswered statement holds goes back to the pool, so the database can close.
      silent.answer();
      await app.close();
      await database.dispose();
    }
  });
});
