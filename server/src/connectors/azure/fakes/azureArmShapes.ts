import { type SandboxTenant, sandboxSubscriptionName } from './azureTenantModel';

// Resource Manager's JSON for the fields the connector reads, with enough of the rest to look like the real answers.

export const location = 'westeurope';

export const resourceId = (subscriptionId: string, group: string, type: string, name: string) =>
  `/subscriptions/${subscriptionId}/resourceGroups/${group}/providers/${type}/${name}`;

export const subscriptionShape = (subscriptionId: string, tenantId: string) => ({
  id: `/subscriptions/${subscriptionId}`,
  authorizationSource: 'RoleBased',
  managedByTenants: [],
  subscriptionId,
  tenantId,
  displayName: sandboxSubscriptionName,
  state: 'Enabled',
  subscriptionPolicies: {
    locationPlacementId: 'Public_2014-09-01',
    quotaId: 'PayAsYouGo_2014-09-01',
    spendingLimit: 'Off',
  },
});

export const storageAccountShape = (subscriptionId: string, account: SandboxTenant['storageAccounts'][number]) => ({
  id: resourceId(subscriptionId, account.resourceGroup, 'Microsoft.Storage/storageAccounts', account.name),
  name: account.name,
  type: 'Microsoft.Storage/storageAccounts',
  location,
  kind: 'StorageV2',
  sku: { name: 'Standard_ZRS', tier: 'Standard' },
  tags: {},
  properties: {
    provisioningState: 'Succeeded',
    creationTime: '2023-01-17T11:20:31.0000000Z',
    primaryEndpoints: { blob: `https://${account.name}.blob.core.windows.net/` },
    supportsHttpsTrafficOnly: account.httpsOnly,
    ...(account.minimumTlsVersion ? { minimumTlsVersion: account.minimumTlsVersion } : {}),
    ...(account.allowBlobPublicAccess === undefined ? {} : { allowBlobPublicAccess: account.allowBlobPublicAccess }),
    publicNetworkAccess: 'Enabled',
    encryption: {
      keySource: 'Microsoft.Storage',
      requireInfrastructureEncryption: false,
      services: { blob: { enabled: true, keyType: 'Account' }, file: { enabled: true, keyType: 'Account' } },
    },
  },
});

export const pricingShape = (subscriptionId: string, plan: string, tier: 'Free' | 'Standard') => ({
  id: `/subscriptions/${subscriptionId}/providers/Microsoft.Security/pricings/${plan}`,
  name: plan,
  type: 'Microsoft.Security/pricings',
  properties: {
    pricingTier: tier,
    freeTrialRemainingTime: 'PT0S',
    ...(tier === 'Standard' ? { enablementTime: '2025-01-09T08:15:00.0000000Z' } : {}),
    ...(tier === 'Standard' && plan === 'VirtualMachines' ? { subPlan: 'P2' } : {}),
  },
});

export const keyVaultShape = (subscriptionId: string, tenantId: string, vault: SandboxTenant['keyVaults'][number]) => ({
  id: resourceId(subscriptionId, vault.resourceGroup, 'Microsoft.KeyVault/vaults', vault.name),
  name: vault.name,
  type: 'Microsoft.KeyVault/vaults',
  location,
  tags: {},
  properties: {
    sku: { family: 'A', name: 'standard' },
    tenantId,
    accessPolicies: [],
    enabledForDeployment: false,
    enableSoftDelete: true,
    softDeleteRetentionInDays: 90,
    enableRbacAuthorization: true,
    ...(vault.purgeProtection ? { enablePurgeProtection: true } : {}),
    vaultUri: `https://${vault.name}.vault.azure.net/`,
    provisioningState: 'Succeeded',
    publicNetworkAccess: 'Enabled',
  },
});

const activityLogCategories = [
  'Administrative',
  'Security',
  'ServiceHealth',
  'Alert',
  'Recommendation',
  'Policy',
  'Autoscale',
  'ResourceHealth',
];

export const diagnosticSettingShape = (
  subscriptionId: string,
  setting: SandboxTenant['activityLogExports'][number],
) => ({
  id: `subscriptions/${subscriptionId}/providers/microsoft.insights/diagnosticSettings/${setting.name}`,
  type: null,
  name: setting.name,
  location: 'global',
  properties: {
    storageAccountId: null,
    serviceBusRuleId: null,
    workspaceId: `/subscriptions/${subscriptionId}/resourceGroups/rg-logging/providers/Microsoft.OperationalInsights/workspaces/law-acme-security`,
    eventHubAuthorizationRuleId: null,
    eventHubName: null,
    logs: setting.categoryGroups
      ? setting.categoryGroups.map((categoryGroup) => ({ categoryGroup, enabled: true }))
      : activityLogCategories.map((category) => ({ category, enabled: setting.categories.includes(category) })),
  },
});
