import type { Fact } from '../facts';
import type { AzureScope } from './account';
import { listSubscriptionResources, resourceGroupOf, subscriptionOf } from './resources';

type SecurityRule = {
  name: string;
  properties: {
    protocol: string;
    access: 'Allow' | 'Deny';
    direction: 'Inbound' | 'Outbound';
    priority: number;
    sourceAddressPrefix?: string;
    sourceAddressPrefixes?: string[];
    destinationPortRange?: string;
    destinationPortRanges?: string[];
  };
};

type NetworkSecurityGroupProperties = { securityRules: SecurityRule[] };

const managementPorts = [
  { port: 22, service: 'SSH' },
  { port: 3389, service: 'RDP' },
];

const internetSources = new Set(['*', 'internet', 'any', '0.0.0.0', '0.0.0.0/0', '::/0']);

// A range is '*', one port ('22') or an interval ('20-30').
const rangeIncludes = (range: string, port: number): boolean => {
  if (range === '*') return true;
  const [low, high = low] = range.split('-').map(Number);
  return low <= port && port <= high;
};

const opensToInternet = ({ properties }: SecurityRule): string[] => {
  const sources = [properties.sourceAddressPrefix ?? '', ...(properties.sourceAddressPrefixes ?? [])];
  const ranges = [properties.destinationPortRange ?? '', ...(properties.destinationPortRanges ?? [])].filter(Boolean);
  const fromInternet = sources.some((source) => internetSources.has(source.toLowerCase()));
  if (properties.access !== 'Allow' || properties.direction !== 'Inbound' || !fromInternet) return [];
  if (!['tcp', '*'].includes(properties.protocol.toLowerCase())) return [];
  return managementPorts
    .filter(({ port }) => ranges.some((range) => rangeIncludes(range, port)))
    .map(({ service }) => service);
};

/** Each custom rule letting anyone reach SSH or RDP is a finding, as CIS counts them, even if a Deny shadows it. */
export const readNetworkSecurityGroupFacts = async (scope: AzureScope): Promise<Fact[]> => {
  const groups = await listSubscriptionResources<NetworkSecurityGroupProperties>(
    scope,
    'Microsoft.Network/networkSecurityGroups',
    '2023-09-01',
    'network security groups',
  );
  const openRules = groups.flatMap((group) =>
    group.properties.securityRules.flatMap((rule) => {
      const services = opensToInternet(rule);
      if (services.length === 0) return [];
      const { properties } = rule;
      return [
        {
          networkSecurityGroup: group.name,
          resourceGroup: resourceGroupOf(group.id),
          rule: rule.name,
          priority: properties.priority,
          source: properties.sourceAddressPrefixes?.length
            ? properties.sourceAddressPrefixes
            : properties.sourceAddressPrefix,
          ports: properties.destinationPortRanges?.length
            ? properties.destinationPortRanges
            : properties.destinationPortRange,
          opens: services,
        },
      ];
    }),
  );
  return [
    {
      check: 'azure.nsgOpenManagementPorts',
      value: openRules.length,
      data: { subscription: subscriptionOf(scope), networkSecurityGroups: groups.length, openRules },
    },
  ];
};
