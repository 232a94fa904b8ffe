import { type Fact, share } from '../facts';
import type { AzureScope } from './account';
import { listSubscriptionResources, resourceGroupOf, subscriptionOf } from './resources';

type StorageAccountProperties = {
  supportsHttpsTrafficOnly?: boolean;
  minimumTlsVersion?: 'TLS1_0' | 'TLS1_1' | 'TLS1_2' | 'TLS1_3';
  allowBlobPublicAccess?: boolean | null;
  encryption?: { requireInfrastructureEncryption?: boolean };
};

// An account that never set a minimum (created before the setting existed) accepts TLS 1.0.
const secureTlsVersions = new Set(['TLS1_2', 'TLS1_3']);

const securesTransfer = ({ properties }: { properties: StorageAccountProperties }) =>
  properties.supportsHttpsTrafficOnly === true && secureTlsVersions.has(properties.minimumTlsVersion ?? 'TLS1_0');

// Azure allows anonymous access when allowBlobPublicAccess is true or was never set (older accounts): only an
// explicit false blocks it.
const blocksPublicAccess = ({ properties }: { properties: StorageAccountProperties }) =>
  properties.allowBlobPublicAccess === false;

export const readStorageFacts = async (scope: AzureScope): Promise<Fact[]> => {
  const accounts = await listSubscriptionResources<StorageAccountProperties>(
    scope,
    'Microsoft.Storage/storageAccounts',
    '2023-05-01',
    'storage accounts',
  );
  const subscription = subscriptionOf(scope);
  const named = (account: (typeof accounts)[number]) => ({
    name: account.name,
    resourceGroup: resourceGroupOf(account.id),
  });
  return [
    {
      check: 'azure.storageSecureTransfer',
      value: share(accounts, securesTransfer),
      data: {
        subscription,
        storageAccounts: accounts.map((account) => ({
          ...named(account),
          supportsHttpsTrafficOnly: account.properties.supportsHttpsTrafficOnly ?? null,
          minimumTlsVersion: account.properties.minimumTlsVersion ?? null,
          requireInfrastructureEncryption: account.properties.encryption?.requireInfrastructureEncryption ?? false,
        })),
      },
    },
    {
      check: 'azure.storagePublicAccess',
      value: share(accounts, blocksPublicAccess),
      data: {
        subscription,
        storageAccounts: accounts.map((account) => ({
          ...named(account),
          allowBlobPublicAccess: account.properties.allowBlobPublicAccess ?? null,
        })),
      },
    },
  ];
};
