import { type Fact, share } from '../facts';
import type { AzureScope } from './account';
import { listSubscriptionResources, subscriptionOf } from './resources';

type PricingProperties = { pricingTier: 'Free' | 'Standard'; subPlan?: string; deprecated?: boolean };

// The plans guarding where workloads, data, secrets and the control plane live, as CIS Microsoft Azure Foundations
// recommends turning on; the others (App Service, Containers, Cosmos DB…) matter only where used and stay evidence.
const requiredPlans = ['VirtualMachines', 'SqlServers', 'StorageAccounts', 'KeyVaults', 'Arm'];

export const readDefenderFacts = async (scope: AzureScope): Promise<Fact[]> => {
  const pricings = await listSubscriptionResources<PricingProperties>(
    scope,
    'Microsoft.Security/pricings',
    '2024-01-01',
    'Microsoft Defender for Cloud plans',
    'Reader (or Security Reader)',
  );
  const tierOf = new Map(pricings.map(({ name, properties }) => [name, properties.pricingTier]));
  return [
    {
      check: 'azure.defenderPlans',
      value: share(requiredPlans, (plan) => tierOf.get(plan) === 'Standard'),
      data: {
        subscription: subscriptionOf(scope),
        requiredPlansOff: requiredPlans.filter((plan) => tierOf.get(plan) !== 'Standard'),
        plans: pricings
          .filter(({ properties }) => !properties.deprecated)
          .map(({ name, properties }) => ({
            name,
            pricingTier: properties.pricingTier,
            ...(properties.subPlan ? { subPlan: properties.subPlan } : {}),
          })),
      },
    },
  ];
};
