import os from 'node:os';
import { createAppDeps } from '../../../server/src/appDeps';
import { defineBackgroundJobs } from '../../../server/src/backgroundJobs';
import type { IntegrationConnections } from '../../../server/src/core/appDeps';
import { configureAuditKey } from '../../../server/src/core/auditTrail/chain';
import { createServerWorkers } from '../../../server/src/serverWorkers';
import type { Db } from '../../../server/src/db/database';
import type { JobRunner } from '../../../server/src/jobs/types';
import { createMailer } from '../../../server/src/mail/mailer';
import { testConfig } from '../helpers/testApp';
import { testAuditKey } from '../helpers/testDatabase';

const appUrl = 'http://localhost:3000';

/** The server's background jobs as an instance process defines them: mail to the outbox, no Slack deliveries. */
export const defineInstanceJobs = (jobs: JobRunner, db: Db, integrations: IntegrationConnections) => {
  configureAuditKey(testAuditKey);
  defineBackgroundJobs(
    createAppDeps({
      config: testConfig,
      db,
      jobs,
      mail: {
        mailer: createMailer({ smtpUrl: null, mailFrom: 'Securo <no-reply@securo.dev>', dataDir: os.tmpdir() }),
        appUrl,
      },
      integrations,
      workers: createServerWorkers({ threads: 1 }),
    }),
  );
};
