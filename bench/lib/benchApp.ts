import type { AddressInfo } from 'node:net';
import { type AppDeps, buildApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/database';
import { defaultSlackWebhookOrigin } from '@/contracts/slack';

export type BenchApp = { origin: string; close: () => Promise<void> };

export const benchConfig: AppDeps['config'] = {
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
export async function listenOn(db: Db, readDb: Db, limits?: AppDeps['limits']): Promise<BenchApp> {
  const app = await buildApp({ config: benchConfig, db, readDb, logger: false, limits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
