import type { IntegrationType } from '@/contracts/integrations';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import type { AppConfig, IntegrationConnections } from '../../../server/src/core/appDeps';
import { defaultLimits, type Limits } from '../../../server/src/core/limits';
import type { WorkerPool } from '../../../server/src/core/workerPool';
import { createServerWorkers } from '../../../server/src/serverWorkers';
import { parseAllowlist } from '../../../server/src/core/outbound/addressRules';
import { createOutboundGuard } from '../../../server/src/core/outbound/outboundGuard';
import { type Db, openReadDatabase } from '../../../server/src/db/database';
import type { TrustProxy } from '../../../server/src/lib/trustProxy';
import { seedDemo } from '../../../server/src/demo/seed';
import { defineBackgroundJobs } from '../../../server/src/backgroundJobs';
import { createEmbeddedJobRunner, type EmbeddedJobRunner } from '../../../server/src/jobs/embeddedRunner';
import type { LanguageModelConfig } from '../../../server/src/config';
import type { FileStore } from '../../../server/src/storage/fileStore';
import { createLocalFileStore } from '../../../server/src/storage/localFileStore';
import { defaultEvidenceMaxBytes } from '@/contracts/evidence';
import { quietJobLog } from './jobs';
import { defaultSlackWebhookOrigin } from '@/contracts/slack';
import { createTestDatabase, type TestDatabase, testAuditKey, testIntegrations } from './testDatabase';

export const testConfig: AppConfig = {
  jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
  jwtTtlSeconds: 12 * 60 * 60,
  sessionIdleTimeoutSeconds: 30 * 60,
  corsOrigins: null,
  logLevel: 'silent',
  trustProxy: false,
  auditKey: testAuditKey,
  slackWebhookOrigin: defaultSlackWebhookOrigin,
};

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
export const relaxedLimits: Limits = {
  login: {
    perIp: { ...defaultLimits.login.perIp, max: 1000 },
    perEmailAndIp: { ...defaultLimits.login.perEmailAndIp, freeAttempts: 1000 },
    perEmail: { ...defaultLimits.login.perEmail, max: 1000 },
  },
  twoFactor: {
    perUser: { ...defaultLimits.twoFactor.perUser, max: 1000 },
    perIp: { ...defaultLimits.twoFactor.perIp, max: 1000 },
  },
  passwordChange: { ...defaultLimits.passwordChange, max: 1000 },
  emailChange: { ...defaultLimits.emailChange, max: 1000 },
  emailVerification: { ...defaultLimits.emailVerification, max: 1000 },
  invitation: {
    perOrganization: { ...defaultLimits.invitation.perOrganization, max: 1000 },
    perInviter: { ...defaultLimits.invitation.perInviter, max: 1000 },
  },
  runAssessment: { ...defaultLimits.runAssessment, max: 1000 },
  organization: {
    reportGeneration: { ...defaultLimits.organization.reportGeneration, max: 1000 },
    assistantMessages: { ...defaultLimits.organization.assistantMessages, max: 1000 },
    policyRewrites: { ...defaultLimits.organization.policyRewrites, max: 1000 },
    evidenceUploads: { ...defaultLimits.organization.evidenceUploads, max: 1000 },
    storageBytes: defaultLimits.organization.storageBytes,
  },
  auditList: { ...defaultLimits.auditList, max: 1000 },
  auditExport: defaultLimits.auditExport,
  slackTest: { ...defaultLimits.slackTest, max: 1000 },
  shareLink: { ...defaultLimits.shareLink, max: 1000 },
  sharedLinkOpen: { ...defaultLimits.sharedLinkOpen, max: 1000 },
  register: { max: 1000, timeWindow: 60_000 },
  wishlist: { max: 1000, timeWindow: 60_000 },
  passwordToken: defaultLimits.passwordToken,
  reportJobsPerOrganization: defaultLimits.reportJobsPerOrganization,
};

export type TestClock = { now: () => Date; advance: (ms: number) => void };

export const createTestClock = (start = new Date()): TestClock => {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
};

export type TestAppOptions = {
  limits?: Partial<Limits>;
  staticDir?: string;
  corsOrigins?: string[];
  trustProxy?: TrustProxy;
  seed?: boolean;
  /** Read when the app is built, so a fake started in an earlier beforeAll can give its URL. */
  languageModel?: () => LanguageModelConfig;
  /** The evidence locker's store: a fresh folder unless a test gives another (an S3 one). */
  fileStore?: () => FileStore;
  evidenceMaxBytes?: number;
  /** The provider fakes integrations without an API URL talk to; read when the app is built. */
  integrationSandbox?: () => Partial<Record<IntegrationType, string>>;
  /** The ranges an operator opens to organisations' addresses (OUTBOUND_ALLOW); none unless given. */
  outboundAllow?: string;
};

/** jobs: the server's background jobs on an embedded runner that only runs when a test calls `runDue()`. */
export type TestHarness = {
  app: FastifyInstance;
  /** Where the evidence locker's files went. */
  fileStore: FileStore;
  db: Db;
  clock: TestClock;
  database: TestDatabase;
  jobs: EmbeddedJobRunner;
  /** Where report PDFs are drawn: one thread, started by the first report. */
  workers: WorkerPool;
};

const integrationsFor = (options: TestAppOptions): IntegrationConnections => ({
  ...testIntegrations,
  sandboxUrls: options.integrationSandbox?.() ?? null,
  ...(options.outboundAllow === undefined
    ? {}
    : { outbound: createOutboundGuard({ allow: parseAllowlist(options.outboundAllow) }) }),
});

/** Per suite: a fresh database (seeded with the demo account) and an app on a controllable clock. */
export const setupTestApp = (options: TestAppOptions = {}): TestHarness => {
  const harness = {} as TestHarness;
  let readDb: Db | undefined;
  let filesDir: string | undefined;
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    harness.db = harness.database.db;
    harness.clock = createTestClock();
    if (options.fileStore) harness.fileStore = options.fileStore();
    else {
      filesDir = mkdtempSync(path.join(tmpdir(), 'securo-files-'));
      harness.fileStore = createLocalFileStore(filesDir);
    }
    if (options.seed !== false) await seedDemo(harness.db, harness.clock.now, harness.fileStore);
    // On SQLite, searches and exports read through worker threads, as the server runs them.
    readDb = openReadDatabase(harness.database.config, harness.db);
    harness.jobs = createEmbeddedJobRunner({ db: harness.db, log: quietJobLog, clock: harness.clock.now });
    harness.workers = createServerWorkers({ threads: 1 });
    const deps = createAppDeps({
      config: { ...testConfig, corsOrigins: options.corsOrigins ?? null, trustProxy: options.trustProxy ?? false },
      db: harness.db,
      readDb,
      clock: harness.clock.now,
      limits: { ...relaxedLimits, ...options.limits },
      jobs: harness.jobs,
      workers: harness.workers,
      languageModel: options.languageModel?.() ?? null,
      evidence: { store: harness.fileStore, maxBytes: options.evidenceMaxBytes ?? defaultEvidenceMaxBytes },
      integrations: integrationsFor(options),
    });
    defineBackgroundJobs(deps);
    harness.app = await buildApp(deps, { logger: false, staticDir: options.staticDir ?? null });
    await harness.app.ready();
    // A fresh database with the demo's 90 days of history: several seconds when the machine is busy.
  }, 60_000);
  afterAll(async () => {
    await harness.app?.close();
    await harness.workers?.close();
    if (readDb && readDb !== harness.db) await readDb.destroy();
    await harness.database?.dispose();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });
  return harness;
};
