import os from 'node:os';
import { createWorkerPool } from '../../../server/src/core/workerPool';
import type { Db } from '../../../server/src/db/database';
import { type BackgroundJobDeps, defineBackgroundJobs } from '../../../server/src/jobs/backgroundJobs';
import type { JobRunner } from '../../../server/src/jobs/types';
import { systemClock } from '../../../server/src/lib/clock';
import { createMailer } from '../../../server/src/mail/mailer';
import { slackWebhookKey } from '../../../server/src/modules/alerts/slackService';
import { configureAuditKey } from '../../../server/src/modules/auditLogs/chain';
import { testConfig } from '../helpers/testApp';
import { testAuditKey } from '../helpers/testDatabase';

const appUrl = 'http://localhost:3000';

/** The server's background jobs as an instance process defines them: mail to the outbox, no Slack deliveries. */
export const defineInstanceJobs = (jobs: JobRunner, db: Db, integrations: BackgroundJobDeps['integrations']) => {
  configureAuditKey(testAuditKey);
  defineBackgroundJobs(jobs, {
    db,
    clock: systemClock,
    sessionIdleTimeoutSeconds: testConfig.sessionIdleTimeoutSeconds,
    auditFrequency: async () => 'weekly',
    mail: {
      mailer: createMailer({ smtpUrl: null, mailFrom: 'Securo <no-reply@securo.dev>', dataDir: os.tmpdir() }),
      appUrl,
    },
    slack: { key: slackWebhookKey(testAuditKey), webhookOrigin: testConfig.slackWebhookOrigin, appUrl },
    integrations,
    workers: createWorkerPool({ threads: 1 }),
  });
};
