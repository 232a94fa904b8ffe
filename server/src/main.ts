import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createFileStore, type FileStore } from './storage';
import { createServerWorkers } from './serverWorkers';
import { buildApp } from './app';
import { createAppDeps } from './appDeps';
import { defaultLimits } from './core/limits';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, openReadDatabase } from './db/database';
import { isDatabaseUnavailable } from './db/errors';
import { type DatabaseLog, servingTimeouts } from './db/postgresPool';
import { migrateToLatest } from './db/migrate';
import { demoAccount, seedDemo } from './demo/seed';
import { systemClock } from './lib/clock';
import { createMailer } from './mail/mailer';
import { prepareAuditTrail } from './core/auditTrail/rechain';
import { createCredentialVault } from './core/credentialVault';
import { sandboxPlatformAccountId, startIntegrationSandbox } from './modules/integrations';
import type { IntegrationConnections } from './core/appDeps';
import { defineBackgroundJobs, scheduleBackgroundJobs } from './backgroundJobs';
import { createJobRunner } from './jobs/createJobRunner';
import { createOutboundGuard } from './core/outbound/outboundGuard';
import type { JobLog } from './jobs/types';

const loadConfigOrExit = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
};

const displayHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host);

// The app's log once it is built: the database pools and the guard below write there, to the console before that.
let appLog: FastifyBaseLogger | undefined;

const databaseLog: DatabaseLog = {
  warn: (message) => (appLog ? appLog.warn(message) : console.warn(message)),
  info: (message) => (appLog ? appLog.info(message) : console.info(message)),
};

const jobLog: JobLog = {
  info: (fields, message) => (appLog ? appLog.info(fields, message) : console.info(message, fields)),
  warn: (fields, message) => (appLog ? appLog.warn(fields, message) : console.warn(message, fields)),
  error: (fields, message) => (appLog ? appLog.error(fields, message) : console.error(message, fields)),
};

// Safety net: a database error that nobody awaited (background work meeting an outage) is logged, not fatal. Any
// other unhandled rejection still ends the process, as it would without this handler.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  databaseLog.warn(`Unhandled database error during an outage: ${reason instanceof Error ? reason.message : reason}`);
});

/**
 * Migrations, the audit trail's key and the demo seed, on a connection pool of their own: without the serving
 * pool's statement timeout, which a long migration (or waiting for another instance's) could outlast.
 */
const prepareDatabase = async (
  config: Config,
  seedsDemo: boolean,
  fileStore: FileStore,
  integrations: IntegrationConnections,
) => {
  const db = openDatabase(config.database, { log: databaseLog });
  try {
    await migrateToLatest(db);
    await prepareAuditTrail(db, config.auditKey, console.warn);
    if (seedsDemo) await seedDemo(db, systemClock, fileStore, { connections: integrations, log: jobLog });
  } finally {
    await db.destroy();
  }
};

const start = async () => {
  const config = loadConfigOrExit();
  // The demo account's password is public: production never has it, whatever SEED_DEMO says.
  const seedsDemo = config.seedDemo && !config.production;
  if (config.seedDemo && !seedsDemo)
    console.warn('SEED_DEMO is ignored in production: the demo account is never created.');
  const fileStore = createFileStore(config.storage);
  const sandbox = config.integrationsSandbox ? await startIntegrationSandbox(systemClock) : null;
  const outbound = createOutboundGuard({ allow: config.outboundAllow });
  const integrations = {
    vault: createCredentialVault(config.credentialsKey),
    sandboxUrls: sandbox?.urls ?? null,
    awsAccountId: config.awsAccountId ?? (sandbox ? sandboxPlatformAccountId : null),
    outbound,
  };
  await prepareDatabase(config, seedsDemo, fileStore, integrations);
  // Serving: statements are bounded and lost connections are logged and replaced (503 meanwhile), never fatal.
  const db = openDatabase(config.database, { timeouts: servingTimeouts, log: databaseLog });
  const readDb = openReadDatabase(config.database, db);

  const deps = createAppDeps({
    config,
    db,
    readDb,
    limits: { organization: { ...defaultLimits.organization, storageBytes: config.storageQuotaBytes } },
    jobs: createJobRunner(config.database, db, jobLog),
    workers: createServerWorkers({ threads: config.workerThreads }),
    mail: {
      mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }),
      appUrl: config.appUrl,
    },
    registration: config.registration,
    languageModel: config.languageModel,
    evidence: { store: fileStore, maxBytes: config.evidenceMaxBytes },
    integrations,
    log: jobLog,
  });
  defineBackgroundJobs(deps);
  const { jobs, workers, mail } = deps;

  const staticDir = existsSync('dist/index.html') ? 'dist' : null;
  if (!staticDir) console.warn('dist/ has no build: serving the API only (run `npm run build` for the web app).');
  const app = await buildApp(deps, { staticDir });
  appLog = app.log;
  // Everything is started before the server says it runs: a database lost after that is an outage to ride out
  // (503s, the runner's retries), never a failed start.
  await jobs.start();
  await scheduleBackgroundJobs(jobs);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Securo is running at http://${displayHost(config.host)}:${port}`);
  if (seedsDemo) console.log(`Demo account: ${demoAccount.email} / ${demoAccount.password}`);
  if (config.languageModel) {
    console.log(`SecuroBot answers with ${config.languageModel.model} at ${new URL(config.languageModel.url).host}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      // No new requests first, then no new jobs and the running ones finished (their threads with them), then the
      // connections.
      await app.close();
      await jobs.stop();
      await workers.close();
      await sandbox?.close();
      await outbound.close();
      mail.mailer.close();
      if (readDb !== db) await readDb.destroy();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
};

start().catch((error: unknown) => {
  console.error('Securo failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
