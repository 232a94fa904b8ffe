import { location, resourceId } from './azureArmShapes';
import { guidOf } from './azureErrors';
import type { SandboxRule, SandboxTenant } from './azureTenantModel';

// Resource Manager sends one value in the singular field (and an empty list), several in the plural one only.
const one = (values: string[], single: string, several: string) =>
  values.length === 1 ? { [single]: values[0], [several]: [] } : { [several]: values };

const ruleShape = (groupId: string, rule: SandboxRule, kind = 'securityRules') => ({
  name: rule.name,
  id: `${groupId}/${kind}/${rule.name}`,
  type: `Microsoft.Network/networkSecurityGroups/${kind}`,
  properties: {
    provisioningState: 'Succeeded',
    protocol: rule.protocol,
    sourcePortRange: '*',
    ...one(rule.ports, 'destinationPortRange', 'destinationPortRanges'),
    ...one(rule.sources, 'sourceAddressPrefix', 'sourceAddressPrefixes'),
    destinationAddressPrefix: '*',
    access: rule.access,
    priority: rule.priority,
    direction: 'Inbound',
  },
});

const defaultRules: SandboxRule[] = [
  {
    name: 'AllowVnetInBound',
    priority: 65000,
    access: 'Allow',
    protocol: '*',
    sources: ['VirtualNetwork'],
    ports: ['*'],
  },
  { name: 'DenyAllInBound', priority: 65500, access: 'Deny', protocol: '*', sources: ['*'], ports: ['*'] },
];

export const networkSecurityGroupShape = (
  subscriptionId: string,
  group: SandboxTenant['networkSecurityGroups'][number],
) => {
  const id = resourceId(subscriptionId, group.resourceGroup, 'Microsoft.Network/networkSecurityGroups', group.name);
  return {
    name: group.name,
    id,
    etag: `W/"${guidOf(id)}"`,
    type: 'Microsoft.Network/networkSecurityGroups',
    location,
    properties: {
      provisioningState: 'Succeeded',
      resourceGuid: guidOf(`nsg ${id}`),
      securityRules: group.rules.map((rule) => ruleShape(id, rule)),
      defaultSecurityRules: defaultRules.map((rule) => ruleShape(id, rule, 'defaultSecurityRules')),
    },
  };
};
