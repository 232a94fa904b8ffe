import { api, expectFailure } from '../helpers/requests';
import { relaxedLimits, setupTestApp, testConfig } from '../helpers/testApp';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { AppError } from '../../../server/src/lib/appError';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

describe('error responses', () => {
  const t = setupTestApp();

  it('unknown /api routes are JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['DELETE', '/api/auth/nope'],
      ['GET', '/api'],
    ] as const) {
      expectFailure(await api(t.app, method, url), 404, 'Not found');
    }
  });

  it('unknown non-API paths are JSON 404s when no web app is served', async () => {
    expectFailure(await api(t.app, 'GET', '/dashboard', { headers: { accept: 'text/html' } }), 404, 'Not found');
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig, db: database.db, logger: false, limits: relaxedLimits });
    app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail at /srv/app.ts:12:3');
    });
    app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError(409, 'That already exists');
    });
    app.get('/api/test/unreachable', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('hides the message of unexpected errors behind a 500', async () => {
    const response = await api(app, 'GET', '/api/test/crash');
    expectFailure(response, 500, 'Internal server error');
    expect(response.body).not.toContain('secret internal detail');
  });

  it('passes 4xx messages through', async () => {
    expectFailure(await api(app, 'GET', '/api/test/conflict'), 409, 'That already exists');
  });

  it('maps database connection failures to 503', async () => {
    expectFailure(await api(app, 'GET', '/api/test/unreachable'), 503, 'Database unavailable');
  });
});
