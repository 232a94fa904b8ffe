import type { SandboxRule, SandboxTenant, SandboxUser } from './azureTenantModel';

const people = (prefix: string, count: number, mfaRegistered = true): SandboxUser[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix}${String(index + 1).padStart(3, '0')}`,
    mfaRegistered,
  }));

const secureStorage = (name: string, resourceGroup: string) => ({
  name,
  resourceGroup,
  httpsOnly: true,
  minimumTlsVersion: 'TLS1_2' as const,
  allowBlobPublicAccess: false,
});

const allow = (
  name: string,
  priority: number,
  protocol: SandboxRule['protocol'],
  sources: string[],
  ports: string[],
): SandboxRule => ({ name, priority, access: 'Allow', protocol, sources, ports });

const webRules = [
  allow('AllowHttpsInbound', 100, 'Tcp', ['Internet'], ['443']),
  allow('AllowSshFromVpn', 200, 'Tcp', ['10.20.0.0/16'], ['22']),
];

const defenderPlans = (standard: string[]): SandboxTenant['defenderPlans'] =>
  Object.fromEntries(
    ['VirtualMachines', 'SqlServers', 'AppServices', 'StorageAccounts', 'KeyVaults', 'Arm', 'Containers'].map(
      (plan) => [plan, standard.includes(plan) ? 'Standard' : 'Free'],
    ),
  );

/** Security defaults on, everyone registered, two Global Administrators, resources locked down. */
export const goodTenant: SandboxTenant = {
  users: [
    { name: 'ada.lovelace', mfaRegistered: true, admin: true },
    { name: 'grace.hopper', mfaRegistered: true, admin: true },
    ...people('engineer', 10),
    // Guests register in their home tenant, so this one's missing registration here is no finding.
    { name: 'auditor_example.com#EXT#', guest: true, mfaRegistered: false },
  ],
  securityDefaults: true,
  conditionalAccess: [],
  globalAdmins: [{ name: 'ada.lovelace' }, { name: 'grace.hopper' }],
  storageAccounts: [secureStorage('acmeprodata', 'rg-data'), secureStorage('acmeprodlogs', 'rg-logging')],
  defenderPlans: defenderPlans(['VirtualMachines', 'SqlServers', 'StorageAccounts', 'KeyVaults', 'Arm']),
  keyVaults: [
    { name: 'kv-acme-prod', resourceGroup: 'rg-security', purgeProtection: true },
    { name: 'kv-acme-ci', resourceGroup: 'rg-platform', purgeProtection: true },
  ],
  activityLogExports: [{ name: 'export-to-sentinel', categories: ['Administrative', 'Security', 'Policy', 'Alert'] }],
  networkSecurityGroups: [{ name: 'nsg-web', resourceGroup: 'rg-web', rules: webRules }],
};

/**
 * A drifted tenant over two pages of users: a Conditional Access policy that leaves three people out, eleven members
 * unregistered, six Global Administrators, weak and public storage, three Defender plans off and SSH and RDP open.
 * Its key vaults and activity log export are in order.
 */
export const misconfiguredTenant: SandboxTenant = {
  users: [
    ...goodTenant.users.slice(0, 2),
    { name: 'cto', mfaRegistered: true, admin: true },
    { name: 'ceo', mfaRegistered: true, admin: true },
    { name: 'it.admin', mfaRegistered: false, admin: true },
    { name: 'svc-legacy-sync', mfaRegistered: false },
    ...people('staff', 104),
    ...people('newhire', 10, false),
    ...people('partner_agency.com#EXT#', 15, false).map((user) => ({ ...user, guest: true })),
  ],
  securityDefaults: false,
  conditionalAccess: [
    {
      displayName: 'Require MFA for all users',
      state: 'enabled',
      includeUsers: ['All'],
      excludeUsers: ['ceo', 'svc-legacy-sync', 'it.admin'],
      builtInControls: ['mfa'],
    },
    {
      displayName: 'Block legacy authentication',
      state: 'disabled',
      includeUsers: ['All'],
      builtInControls: ['block'],
    },
  ],
  globalAdmins: [
    ...['ada.lovelace', 'grace.hopper', 'cto', 'ceo', 'it.admin'].map((name) => ({ name })),
    { name: 'terraform-deployer', servicePrincipal: true },
  ],
  storageAccounts: [
    secureStorage('acmeprodata', 'rg-data'),
    secureStorage('acmeprodlogs', 'rg-logging'),
    secureStorage('acmebackups', 'rg-data'),
    { ...secureStorage('acmelegacyftp', 'rg-legacy'), httpsOnly: false, allowBlobPublicAccess: undefined },
    { ...secureStorage('acmemarketing', 'rg-web'), allowBlobPublicAccess: true },
    { ...secureStorage('acmeoldreports', 'rg-legacy'), minimumTlsVersion: 'TLS1_0' },
  ],
  defenderPlans: defenderPlans(['VirtualMachines', 'StorageAccounts']),
  keyVaults: goodTenant.keyVaults,
  activityLogExports: [{ name: 'all-to-workspace', categories: [], categoryGroups: ['allLogs'] }],
  networkSecurityGroups: [
    { name: 'nsg-web', resourceGroup: 'rg-web', rules: webRules },
    {
      name: 'nsg-jumpbox',
      resourceGroup: 'rg-ops',
      rules: [allow('AllowSSH', 100, 'Tcp', ['*'], ['22']), allow('AllowRdpUdp', 110, 'Udp', ['*'], ['3389'])],
    },
    {
      name: 'nsg-windows-build',
      resourceGroup: 'rg-ci',
      rules: [allow('AllowRemoteDesktop', 300, '*', ['0.0.0.0/0'], ['3380-3390', '5985'])],
    },
  ],
};
