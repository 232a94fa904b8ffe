import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import type { WorkerPool } from '../../../server/src/core/workerPool';
import { createServerWorkers } from '../../../server/src/serverWorkers';
import type { Db } from '../../../server/src/db/database';
import { defineBackgroundJobs } from '../../../server/src/backgroundJobs';
import { createEmbeddedJobRunner, type EmbeddedJobRunner } from '../../../server/src/jobs/embeddedRunner';
import { createMailer, type Mailer } from '../../../server/src/mail/mailer';
import { writeNotificationPreferences } from '../../../server/src/modules/settings/repository';
import { insertUser } from '../../../server/src/modules/users/repository';
import type { Role } from '@/contracts/enums';
import { DEFAULT_NOTIFICATIONS, type NotificationPreferences } from '@/contracts/settingsOptions';
import { quietJobLog } from './jobs';
import { type SlackListener, type SmtpListener, startSlackListener, startSmtpListener } from './localListeners';
import { createTestClock, relaxedLimits, type TestClock, testConfig } from './testApp';
import { createTestDatabase, type TestDatabase, testIntegrations } from './testDatabase';

export type AlertsHarness = {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  jobs: EmbeddedJobRunner;
  smtp: SmtpListener;
  slack: SlackListener;
};

const appUrl = 'http://securo.test';

/**
 * Per suite: the API with the server's background jobs on an embedded runner (run with `jobs.runDue()`), mail to a
 * real SMTP listener and Slack webhooks allowed only on a local listener that answers as Slack does.
 */
export const setupAlertsApp = (): AlertsHarness => {
  const harness = {} as AlertsHarness;
  let database: TestDatabase;
  let mailer: Mailer;
  let dataDir: string;
  let workers: WorkerPool;
  beforeAll(async () => {
    workers = createServerWorkers({ threads: 1 });
    harness.smtp = await startSmtpListener();
    harness.slack = await startSlackListener();
    database = await createTestDatabase();
    harness.db = database.db;
    harness.clock = createTestClock();
    dataDir = mkdtempSync(path.join(tmpdir(), 'securo-alerts-'));
    mailer = createMailer({ smtpUrl: harness.smtp.url, mailFrom: 'Securo <alerts@securo.test>', dataDir });
    harness.jobs = createEmbeddedJobRunner({ db: harness.db, log: quietJobLog, clock: harness.clock.now });
    const deps = createAppDeps({
      config: { ...testConfig, slackWebhookOrigin: harness.slack.origin },
      db: harness.db,
      clock: harness.clock.now,
      limits: relaxedLimits,
      mail: { mailer, appUrl },
      jobs: harness.jobs,
      workers,
      integrations: testIntegrations,
    });
    defineBackgroundJobs(deps);
    harness.app = await buildApp(deps, { logger: false });
    await harness.app.ready();
  }, 60_000);
  afterAll(async () => {
    await harness.app?.close();
    await harness.jobs?.stop();
    await workers?.close();
    mailer?.close();
    await harness.smtp?.close();
    await harness.slack?.close();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return harness;
};

/** A member of the organisation with these notification settings (SPEC §9 defaults for the rest). */
export const addMember = async (
  db: Db,
  organizationId: string,
  role: Role,
  notifications: Partial<NotificationPreferences> = {},
) => {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const email = `${role.replace(/\s/g, '-').toLowerCase()}.${id}@example.com`;
  await insertUser(db, {
    id,
    organization_id: organizationId,
    name: `${role} ${id.slice(0, 4)}`,
    email,
    password_hash: 'x',
    role,
    job_title: null,
    created_at: now,
    updated_at: now,
  });
  await writeNotificationPreferences(db, id, { ...DEFAULT_NOTIFICATIONS, ...notifications }, now);
  return { id, email };
};
