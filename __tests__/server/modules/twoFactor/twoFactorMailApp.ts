import { buildApp } from '../../../../server/src/app';
import { type Limits } from '../../../../server/src/core/limits';
import { createAppDeps } from '../../../../server/src/appDeps';
import { createEmbeddedJobRunner, type EmbeddedJobRunner } from '../../../../server/src/jobs/embeddedRunner';
import type { OutgoingMail } from '../../../../server/src/mail/mailer';
import { twoFactorEmailJob } from '../../../../server/src/modules/twoFactor/securityEmail';
import { quietJobLog } from '../../helpers/jobs';
import { createTestClock, relaxedLimits, testConfig } from '../../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';
import type { TwoFactorHarness } from './twoFactorHelpers';

export const appUrl = 'http://securo.test:3000';

export type TwoFactorMailHarness = TwoFactorHarness & { jobs: EmbeddedJobRunner; sent: OutgoingMail[] };

/**
 * Per suite: a fresh database and the app with the two-factor email job on an embedded runner, whose emails are kept
 * in `sent`; `emailsTo` runs the queued jobs first.
 */
export const setupTwoFactorMailApp = (limits: Partial<Limits> = {}): TwoFactorMailHarness => {
  const harness = { sent: [] as OutgoingMail[] } as TwoFactorMailHarness;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    harness.db = database.db;
    harness.clock = createTestClock();
    const mailer = {
      send: async (mail: OutgoingMail) => {
        harness.sent.push(mail);
        return { via: 'outbox' as const, messageId: String(harness.sent.length), path: null };
      },
      close: () => undefined,
    };
    harness.jobs = createEmbeddedJobRunner({ db: harness.db, log: quietJobLog, clock: harness.clock.now });
    harness.jobs.define(twoFactorEmailJob({ db: harness.db, mail: { mailer, appUrl } }));
    harness.app = await buildApp(
      createAppDeps({
        config: testConfig,
        db: harness.db,
        clock: harness.clock.now,
        limits: { ...relaxedLimits, ...limits },
        mail: { mailer, appUrl },
        jobs: harness.jobs,
      }),
      { logger: false },
    );
    await harness.app.ready();
  }, 60_000);
  afterAll(async () => {
    await harness.app?.close();
    await harness.jobs?.stop();
    await database?.dispose();
  });
  return harness;
};

/** The emails sent to `email` once every queued job has run. */
export const emailsTo = async (t: TwoFactorMailHarness, email: string): Promise<OutgoingMail[]> => {
  await t.jobs.runDue();
  return t.sent.filter((mail) => mail.to === email);
};
