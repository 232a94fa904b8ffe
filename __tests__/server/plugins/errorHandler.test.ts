import { api, expectFailure } from '../helpers/requests';
import { relaxedLimits, setupTestApp, testConfig } from '../helpers/testApp';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import { AppError } from '../../../server/src/core/appError';
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

const pgError = (message: string, code: string) => () => Object.assign(new Error(message), { code });

/** What pg and pg-pool throw while PostgreSQL is stopped, restarting, failing over or too slow to answer. */
const outageErrors: Record<string, () => Error> = {
  'admin shutdown': pgError('terminating connection due to administrator command', '57P01'),
  'starting up': pgError('the database system is starting up', '57P03'),
  'shutting down': pgError('the database system is shutting down', '57P03'),
  'connection lost': () => new Error('Connection terminated unexpectedly'),
  'connect timeout': () => new Error('timeout exceeded when trying to connect'),
  'client connect timeout': () => new Error('Connection terminated due to connection timeout'),
  'broken client': () => new Error('Client has encountered a connection error and is not queryable'),
  'statement timeout': pgError('canceling statement due to statement timeout', '57014'),
  'read timeout': () => new Error('Query read timeout'),
  'too many connections': pgError('sorry, too many clients already', '53300'),
  // Node tries each address of a name: an AggregateError whose own message is empty.
  'every address refused': () => new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')()], ''),
  'host gone': pgError('getaddrinfo EAI_AGAIN db.internal', 'EAI_AGAIN'),
};

describe('the error handler', () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(createAppDeps({ config: testConfig, db: database.db, limits: relaxedLimits }), {
      logger: false,
    });
    app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail at /srv/app.ts:12:3');
    });
    app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError(409, 'That already exists');
    });
    app.get('/api/test/unreachable', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get<{ Params: { name: string } }>(
      '/api/test/outage/:name',
      { config: { access: 'public' } },
      async (request) => {
        throw outageErrors[request.params.name]();
      },
    );
    app.get('/api/test/sql-error', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' });
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

  it.each(Object.keys(outageErrors))('answers 503 when PostgreSQL is away: %s', async (name) => {
    expectFailure(await api(app, 'GET', `/api/test/outage/${name}`), 503, 'Database unavailable');
  });

  it('still answers 500 for a statement the database rejected', async () => {
    expectFailure(await api(app, 'GET', '/api/test/sql-error'), 500, 'Internal server error');
  });
});
