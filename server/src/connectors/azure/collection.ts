import type { Collection, ConnectorOptions } from '../connector';
import { collectionOf, type Fact } from '../facts';
import { readAccount } from './account';
import { readActivityLogFacts } from './activityLog';
import { openAzureClient } from './client';
import type { AzureCredentials } from './credentials';
import { readDefenderFacts } from './defender';
import { readGlobalAdminFacts } from './globalAdmins';
import { readKeyVaultFacts } from './keyVaults';
import { readMfaFacts } from './mfa';
import { readNetworkSecurityGroupFacts } from './networkSecurityGroups';
import { readStorageFacts } from './storage';

const collectors = [
  readMfaFacts,
  readGlobalAdminFacts,
  readStorageFacts,
  readDefenderFacts,
  readKeyVaultFacts,
  readActivityLogFacts,
  readNetworkSecurityGroupFacts,
];

/** The same reads as the connection test first, so that a collection fails as the test would. */
export const collectAzure = async (credentials: AzureCredentials, options: ConnectorOptions): Promise<Collection> => {
  const collectedAt = options.now();
  const client = await openAzureClient(credentials, options);
  const scope = { client, account: await readAccount(client, credentials.subscriptionId) };
  const facts: Fact[] = [];
  // One family at a time: the first refusal is the one reported, and Graph's throttling is spared bursts.
  for (const collect of collectors) facts.push(...(await collect(scope)));
  const { tenant, subscription } = scope.account;
  return collectionOf(facts, collectedAt, [
    {
      kind: 'identityProvider',
      externalId: tenant.id,
      name: tenant.displayName,
      detail: { provider: 'Microsoft Entra ID', subscription: subscription.displayName },
    },
  ]);
};
