import { buildApp } from '../../../server/src/app';
import type { AppConfig } from '../../../server/src/core/appDeps';
import { defaultLimits } from '../../../server/src/core/limits';
import { createAppDeps } from '../../../server/src/appDeps';
import { openDatabase } from '../../../server/src/db/database';
import { configureAuditKey } from '../../../server/src/core/auditTrail/chain';
import { testAuditKey } from '../helpers/testDatabase';
import { defaultSlackWebhookOrigin } from '@/contracts/slack';

// One API process on DATABASE_URL (PostgreSQL) with a sign-in limit of five failures per address; prints its port.
const db = openDatabase({ kind: 'postgres', connectionString: process.env.DATABASE_URL ?? '' });
const config: AppConfig = {
  jwtSecret: 'two-instances-secret-0123456789abcdef0123',
  jwtTtlSeconds: 3600,
  sessionIdleTimeoutSeconds: 30 * 60,
  corsOrigins: null,
  logLevel: 'silent',
  trustProxy: false,
  auditKey: testAuditKey,
  slackWebhookOrigin: defaultSlackWebhookOrigin,
};

configureAuditKey(testAuditKey);

void (async () => {
  const limits = { login: { ...defaultLimits.login, perIp: { max: 5, windowMs: 15 * 60 * 1000 } } };
  const app = await buildApp(createAppDeps({ config, db, limits }), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  process.on('SIGTERM', () => void app.close().then(() => db.destroy()));
})();
