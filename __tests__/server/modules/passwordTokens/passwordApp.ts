import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/src/app';
import { type Limits } from '../../../../server/src/core/limits';
import { createAppDeps } from '../../../../server/src/appDeps';
import { seedDemo } from '../../../../server/src/demo/seed';
import type { OutgoingMail } from '../../../../server/src/mail/mailer';
import type { Registration } from '../../../../server/src/config';
import { createTestClock, relaxedLimits, testConfig, type TestClock } from '../../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

export const appUrl = 'http://securo.test:3000';

export type PasswordHarness = { app: FastifyInstance; database: TestDatabase; clock: TestClock; sent: OutgoingMail[] };

/** A fresh seeded database and an app whose emails are kept in `sent` instead of going anywhere. */
export const setupPasswordApp = (
  registration: Registration = 'open',
  limits: Partial<Limits> = {},
): PasswordHarness => {
  const harness = { sent: [] as OutgoingMail[] } as PasswordHarness;
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    harness.clock = createTestClock();
    await seedDemo(harness.database.db);
    const mailer = {
      send: async (mail: OutgoingMail) => {
        harness.sent.push(mail);
        return { via: 'outbox' as const, messageId: String(harness.sent.length), path: null };
      },
      close: () => undefined,
    };
    harness.app = await buildApp(
      createAppDeps({
        config: testConfig,
        db: harness.database.db,
        clock: harness.clock.now,
        limits: { ...relaxedLimits, ...limits },
        mail: { mailer, appUrl },
        registration,
      }),
      { logger: false },
    );
    await harness.app.ready();
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.database?.dispose();
  });
  return harness;
};

/** The token of the set-password link in an email's text. */
export const tokenIn = (mail: OutgoingMail): string => {
  const match = /\/set-password\?token=([A-Za-z0-9_-]+)$/m.exec(mail.text);
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return match[1];
};

export const waitForMail = async (sent: OutgoingMail[], count: number): Promise<void> => {
  for (let tries = 0; sent.length < count && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (sent.length < count) throw new Error(`expected ${count} emails, got ${sent.length}`);
};
