import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app';
import type { AppConfig } from '../../server/src/core/appDeps';
import type { Limits } from '../../server/src/core/limits';
import { createAppDeps } from '../../server/src/appDeps';
import type { Db } from '../../server/src/db/database';
import { defaultSlackWebhookOrigin } from '@/contracts/slack';

export type BenchApp = { origin: string; close: () => Promise<void> };

export const benchConfig: AppConfig = {
  jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef',
  jwtTtlSeconds: 60 * 60,
  sessionIdleTimeoutSeconds: 30 * 60,
  corsOrigins: null,
  logLevel: 'warn',
  trustProxy: false,
  auditKey: 'bench-audit-key-0123456789abcdef0123456789abcdef',
  slackWebhookOrigin: defaultSlackWebhookOrigin,
};

/** The real API over `db`, listening on a free loopback port in this process (so its memory can be sampled). */
export async function listenOn(db: Db, readDb: Db, limits?: Partial<Limits>): Promise<BenchApp> {
  const app = await buildApp(createAppDeps({ config: benchConfig, db, readDb, limits }), { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
