import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import { type Db, openDatabase } from '../../../server/src/db/database';
import { relaxedLimits, type TestHarness, testConfig } from './testApp';

export type SecondInstance = { app: FastifyInstance; db: Db };

/**
 * Another API instance on the harness's database through a connection of its own: on PostgreSQL another server's
 * pool, on SQLite another process's connection (a second server, the admin CLI). Whatever one writes, the other's
 * next read must show.
 */
export const setupSecondInstance = (t: TestHarness): SecondInstance => {
  const second = {} as SecondInstance;
  beforeAll(async () => {
    second.db = openDatabase(t.database.config);
    second.app = await buildApp(
      createAppDeps({
        config: testConfig,
        db: second.db,
        clock: t.clock.now,
        limits: relaxedLimits,
      }),
      { logger: false },
    );
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app?.close();
    await second.db?.destroy();
  });
  return second;
};
