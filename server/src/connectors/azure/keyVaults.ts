import { type Fact, share } from '../facts';
import type { AzureScope } from './account';
import { listSubscriptionResources, resourceGroupOf, subscriptionOf } from './resources';

type VaultProperties = {
  enableSoftDelete?: boolean;
  softDeleteRetentionInDays?: number;
  // Absent until turned on: once on it cannot be turned off.
  enablePurgeProtection?: boolean;
};

// Soft delete is on by default (and can no longer be turned off), so only an explicit false lacks it.
const recoverable = ({ properties }: { properties: VaultProperties }) =>
  properties.enableSoftDelete !== false && properties.enablePurgeProtection === true;

export const readKeyVaultFacts = async (scope: AzureScope): Promise<Fact[]> => {
  const vaults = await listSubscriptionResources<VaultProperties>(
    scope,
    'Microsoft.KeyVault/vaults',
    '2023-07-01',
    'key vaults',
  );
  return [
    {
      check: 'azure.keyVaultRecovery',
      value: share(vaults, recoverable),
      data: {
        subscription: subscriptionOf(scope),
        keyVaults: vaults.map(({ id, name, properties }) => ({
          name,
          resourceGroup: resourceGroupOf(id),
          enableSoftDelete: properties.enableSoftDelete ?? true,
          softDeleteRetentionInDays: properties.softDeleteRetentionInDays ?? null,
          enablePurgeProtection: properties.enablePurgeProtection ?? false,
        })),
      },
    },
  ];
};
