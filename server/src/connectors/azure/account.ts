import type { AzureClient } from './client';
import { graphNeed, readerNeed } from './needs';

type Organization = { id: string; displayName: string };

type Subscription = { subscriptionId: string; displayName: string; state: string };

/** What the credentials reach: the tenant, and the subscription whose resources are checked. */
export type AzureAccount = {
  tenant: { id: string; displayName: string };
  subscription: { id: string; displayName: string; state: string };
};

export const readAccount = async (client: AzureClient, subscriptionId: string): Promise<AzureAccount> => {
  const { body: organizations } = await client.graph<{ value: Organization[] }>(
    graphNeed("the tenant's organization profile", 'Organization.Read.All'),
    '/v1.0/organization',
  );
  const [tenant] = organizations.value;
  const { body: subscription } = await client.management<Subscription>(
    readerNeed(`subscription ${subscriptionId}`, subscriptionId),
    `/subscriptions/${subscriptionId}`,
    { query: { 'api-version': '2022-12-01' } },
  );
  return {
    tenant: { id: tenant.id, displayName: tenant.displayName },
    subscription: { id: subscription.subscriptionId, displayName: subscription.displayName, state: subscription.state },
  };
};

/** What every collector reads with: the authorised client and the account it reaches. */
export type AzureScope = { client: AzureClient; account: AzureAccount };
