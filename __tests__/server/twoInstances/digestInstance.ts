import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import { openDatabase } from '../../../server/src/db/database';
import { createPgBossRunner } from '../../../server/src/jobs/pgBossRunner';
import { workDigestsJobName } from '../../../server/src/modules/myWork';
import { quietJobLog } from '../helpers/jobs';
import { testConfig } from '../helpers/testApp';
import { testIntegrations } from '../helpers/testDatabase';
import { defineInstanceJobs } from './instanceJobs';

// One API process on DATABASE_URL (PostgreSQL) with the server's jobs through pg-boss, which queues the weekly work
// digest DIGEST_ROUNDS times at once, as a schedule, a retry and an operator's rerun might; prints "ready" once queued.
const connectionString = process.env.DATABASE_URL ?? '';
const rounds = Number(process.env.DIGEST_ROUNDS ?? '1');
const db = openDatabase({ kind: 'postgres', connectionString });
const jobs = createPgBossRunner({ connectionString, log: quietJobLog, tuning: { pollingIntervalSeconds: 0.5 } });

defineInstanceJobs(jobs, db, testIntegrations);

void (async () => {
  const app = await buildApp(createAppDeps({ config: testConfig, db, jobs }), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await jobs.start();
  await Promise.all(Array.from({ length: rounds }, () => jobs.enqueue(workDigestsJobName, {})));
  process.stdout.write('ready\n');
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => jobs.stop())
        .then(() => db.destroy()),
  );
})();
