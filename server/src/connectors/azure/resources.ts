import type { AzureScope } from './account';
import { listAll } from './client';
import { readerNeed } from './needs';

/** The fields every Resource Manager resource has. */
export type ArmResource<Properties> = { id: string; name: string; location: string; properties: Properties };

/** Every resource of one type in the subscription, e.g. Microsoft.Storage/storageAccounts, at a pinned api-version. */
export const listSubscriptionResources = <Properties>(
  { client, account }: AzureScope,
  type: string,
  apiVersion: string,
  what: string,
  role?: string,
): Promise<ArmResource<Properties>[]> => {
  const subscriptionId = account.subscription.id;
  return listAll<ArmResource<Properties>>(
    client.management,
    readerNeed(`the ${what} of subscription ${subscriptionId}`, subscriptionId, role),
    `/subscriptions/${subscriptionId}/providers/${type}`,
    { 'api-version': apiVersion },
  );
};

/** The resource group a resource id names: /subscriptions/…/resourceGroups/<group>/providers/…. */
export const resourceGroupOf = (id: string): string => /\/resourceGroups\/([^/]+)/i.exec(id)?.[1] ?? '';

/** How evidence names the subscription a resource fact was read from. */
export const subscriptionOf = ({ account }: AzureScope) => ({
  id: account.subscription.id,
  displayName: account.subscription.displayName,
});
