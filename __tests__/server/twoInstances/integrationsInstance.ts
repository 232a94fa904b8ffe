import { openDatabase } from '../../../server/src/db/database';
import { createPgBossRunner } from '../../../server/src/jobs/pgBossRunner';
import { systemClock } from '../../../server/src/lib/clock';
import { planIntegrationSyncs } from '../../../server/src/modules/integrations/jobs';
import { quietJobLog } from '../helpers/jobs';
import { defineInstanceJobs } from './instanceJobs';
import { testIntegrations } from '../helpers/testDatabase';

// One API process's background work on DATABASE_URL (PostgreSQL): the server's jobs through pg-boss, with GitHub at
// GITHUB_URL, and the integration sync planner run every 100 ms instead of every five minutes, so that two of these
// race for each due sync. Prints "ready" once running.
const connectionString = process.env.DATABASE_URL ?? '';
const db = openDatabase({ kind: 'postgres', connectionString });
const jobs = createPgBossRunner({ connectionString, log: quietJobLog, tuning: { pollingIntervalSeconds: 0.5 } });
const integrations = { ...testIntegrations, sandboxUrls: { github: process.env.GITHUB_URL ?? '' } };

defineInstanceJobs(jobs, db, integrations);

void (async () => {
  await jobs.start();
  const planner = setInterval(
    () =>
      void planIntegrationSyncs({ db, clock: systemClock, jobs, ...integrations }).catch((error: unknown) =>
        process.stderr.write(`planner: ${String(error)}\n`),
      ),
    100,
  );
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    clearInterval(planner);
    void jobs.stop().then(() => db.destroy());
  });
})();
