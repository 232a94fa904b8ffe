import { randomUUID } from 'node:crypto';
import { sandboxOrganizationLogin } from '../../connectors/github/fakes/githubOrganizations';
import type { Db } from '../../db/database';
import { type Clock, isoNow } from '../../lib/clock';
import { connectorOptions, type IntegrationConnections } from './service';
import { findIntegrationRow, saveConnection, scheduleNextSync, setIntegrationStatus } from './repository';
import { runIntegrationSync } from './sync';
import { connectors } from '../../connectors';
import { defaultSyncIntervalMinutes } from './toIntegration';
import type { JobLog } from '../../jobs/types';

/** A token in GitHub's format, which is all the sandbox asks of one. */
const demoGithubToken = `ghp_SandboxAcmeCloud${'0'.repeat(20)}`;

/**
 * The demo organisation's GitHub, connected to the sandbox and synced once, as a newcomer would connect it: the
 * connection test and the collectors run for real, and their signals replace the seeded ones where they overlap.
 */
export const seedDemoIntegrations = async (
  db: Db,
  clock: Clock,
  organizationId: string,
  integrations: IntegrationConnections,
  log: JobLog,
): Promise<void> => {
  const connector = connectors.github;
  if (!connector || !integrations.sandboxUrls?.github) return;
  if (await findIntegrationRow(db, organizationId, 'github')) return;
  const fields = { token: demoGithubToken, organization: sandboxOrganizationLogin };
  const id = await saveConnection(db, {
    id: randomUUID(),
    organizationId,
    type: 'github',
    credentials: (integrationId) => integrations.vault.seal(fields, integrationId),
    connectedByLabel: 'Demo seed',
    syncIntervalMinutes: defaultSyncIntervalMinutes,
    now: isoNow(clock),
  });
  const credentials = connector.credentials.parse({ ...fields, baseUrl: integrations.sandboxUrls.github });
  const result = await connector.testConnection(credentials, connectorOptions(clock));
  if (!result.ok) throw new Error(`The GitHub sandbox refused the demo connection: ${result.message}`);
  await setIntegrationStatus(db, id, {
    status: 'connected',
    message: null,
    account: result.account,
    now: isoNow(clock),
  });
  await scheduleNextSync(db, id, new Date(clock().getTime() + defaultSyncIntervalMinutes * 60_000).toISOString());
  await runIntegrationSync({ db, clock, ...integrations }, id, 'connect', log);
};
