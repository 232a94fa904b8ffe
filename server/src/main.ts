import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { demoAccount, seedDemo } from './db/seed';
import { systemClock } from './lib/clock';
import { createMailer } from './mail/mailer';
import { prepareAuditTrail } from './modules/auditLogs/rechain';
import { startSessionPruning } from './modules/sessions/pruning';

const loadConfigOrExit = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
};

const displayHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host);

const start = async () => {
  const config = loadConfigOrExit();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await prepareAuditTrail(db, config.auditKey, console.warn);
  // The demo account's password is public: production never has it, whatever SEED_DEMO says.
  const seedsDemo = config.seedDemo && !config.production;
  if (config.seedDemo && !seedsDemo)
    console.warn('SEED_DEMO is ignored in production: the demo account is never created.');
  if (seedsDemo) await seedDemo(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });

  const staticDir = existsSync('dist/index.html') ? 'dist' : null;
  if (!staticDir) console.warn('dist/ has no build: serving the API only (run `npm run build` for the web app).');
  const app = await buildApp({
    config,
    db,
    staticDir,
    mail: { mailer, appUrl: config.appUrl },
    registration: config.registration,
  });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Securo is running at http://${displayHost(config.host)}:${port}`);
  if (seedsDemo) console.log(`Demo account: ${demoAccount.email} / ${demoAccount.password}`);
  const stopPruning = startSessionPruning({
    db,
    clock: systemClock,
    idleTimeoutSeconds: config.sessionIdleTimeoutSeconds,
    onError: (error) => app.log.warn({ err: error }, 'Pruning ended sessions failed; trying again later'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    stopPruning();
    try {
      await app.close();
      mailer.close();
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
