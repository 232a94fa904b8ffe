import { randomUUID } from 'node:crypto';
import type { IntegrationType } from '@/contracts/integrations';
import { connectors } from '../connectors';
import type { Db } from '../db/database';
import type { JobLog } from '../jobs/types';
import { type Clock, isoNow } from '../lib/clock';
import {
  findIntegrationRow,
  saveConnection,
  scheduleNextSync,
  setIntegrationStatus,
} from '../modules/integrations/repository';
import { sandboxDemoCredentials } from '../modules/integrations/sandbox';
import { connectionFor } from '../modules/integrations/connection';
import { organizationFields } from '../modules/integrations/service';
import { type IntegrationConnections } from '../core/appDeps';
import { runIntegrationSync } from '../modules/integrations/sync';
import { defaultSyncIntervalMinutes } from '../modules/integrations/toIntegration';

/** What the demo organisation starts with connected (SPEC §3). */
const demoConnected: IntegrationType[] = ['aws', 'github'];

export type SandboxSeed = { db: Db; clock: Clock; organizationId: string; integrations: IntegrationConnections };

/**
 * Connects one integration of the organisation to the sandbox as its connect dialog would, with the connection
 * test run for real; the id of the connected integration, or undefined when there is nothing to connect.
 */
export const connectToSandbox = async (
  { db, clock, organizationId, integrations }: SandboxSeed,
  type: IntegrationType,
): Promise<string | undefined> => {
  const connector = connectors[type];
  const dialog = sandboxDemoCredentials(type);
  const url = integrations.sandboxUrls?.[type];
  if (!dialog || !url) return undefined;
  if (await findIntegrationRow(db, organizationId, type)) return undefined;
  const fields = { ...dialog, ...(await organizationFields(db, organizationId, type)) };
  const id = await saveConnection(db, {
    id: randomUUID(),
    organizationId,
    type,
    credentials: (integrationId) => integrations.vault.seal(fields, integrationId),
    connectedByLabel: 'Demo seed',
    syncIntervalMinutes: defaultSyncIntervalMinutes,
    now: isoNow(clock),
  });
  const { credentials, options } = connectionFor({ ...integrations, clock }, type, fields);
  const result = await connector.testConnection(credentials, options);
  if (!result.ok) throw new Error(`The ${type} sandbox refused the demo connection: ${result.message}`);
  await setIntegrationStatus(db, id, {
    status: 'connected',
    message: null,
    account: result.account,
    now: isoNow(clock),
  });
  await scheduleNextSync(db, id, new Date(clock().getTime() + defaultSyncIntervalMinutes * 60_000).toISOString());
  return id;
};

/**
 * The demo organisation's AWS and GitHub, connected to the sandbox and synced once, as a newcomer would connect
 * them: the connection tests and the collectors run for real, and their signals replace the seeded ones where they
 * overlap.
 */
export const seedDemoIntegrations = async (
  db: Db,
  clock: Clock,
  organizationId: string,
  integrations: IntegrationConnections,
  log: JobLog,
): Promise<void> => {
  for (const type of demoConnected) {
    const id = await connectToSandbox({ db, clock, organizationId, integrations }, type);
    if (id) await runIntegrationSync({ db, clock, ...integrations }, id, 'connect', log);
  }
};
