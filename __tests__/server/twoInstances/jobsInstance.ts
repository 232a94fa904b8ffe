import { sql } from 'kysely';
import { z } from 'zod';
import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import { openDatabase } from '../../../server/src/db/database';
import { scheduleBackgroundJobs } from '../../../server/src/backgroundJobs';
import { createPgBossRunner } from '../../../server/src/jobs/pgBossRunner';
import { quietJobLog } from '../helpers/jobs';
import { defineInstanceJobs } from './instanceJobs';
import { testConfig } from '../helpers/testApp';
import { testIntegrations } from '../helpers/testDatabase';

// One API process on DATABASE_URL (PostgreSQL) with the server's jobs plus `test.tick`, scheduled every minute, which
// writes a row to job_ticks each time it runs; prints its port.
const connectionString = process.env.DATABASE_URL ?? '';
const db = openDatabase({ kind: 'postgres', connectionString });
const jobs = createPgBossRunner({
  connectionString,
  log: quietJobLog,
  tuning: { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
});

defineInstanceJobs(jobs, db, testIntegrations);
jobs.define({
  name: 'test.tick',
  payload: z.object({}),
  handle: async () => {
    await sql`INSERT INTO job_ticks (instance) VALUES (${process.env.INSTANCE ?? ''})`.execute(db);
  },
});

void (async () => {
  const app = await buildApp(createAppDeps({ config: testConfig, db, jobs }), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await jobs.start();
  await scheduleBackgroundJobs(jobs);
  await jobs.schedule('test.tick', { every: 'minutes', minutes: 1 }, {});
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => jobs.stop())
        .then(() => db.destroy()),
  );
})();
