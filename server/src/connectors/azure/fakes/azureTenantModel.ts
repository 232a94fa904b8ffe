export type SandboxUser = { name: string; guest?: boolean; mfaRegistered: boolean; admin?: boolean };

export type SandboxPolicy = {
  displayName: string;
  state: 'enabled' | 'disabled' | 'enabledForReportingButNotEnforced';
  includeUsers: string[];
  includeRoles?: string[];
  /** User names, turned into their object ids as Graph lists them. */
  excludeUsers?: string[];
  excludeGroups?: string[];
  builtInControls: string[];
};

export type SandboxRule = {
  name: string;
  priority: number;
  access: 'Allow' | 'Deny';
  protocol: 'Tcp' | 'Udp' | '*';
  /** One prefix is sent as sourceAddressPrefix, several as sourceAddressPrefixes (and likewise for ports). */
  sources: string[];
  ports: string[];
};

export type SandboxTenant = {
  users: SandboxUser[];
  securityDefaults: boolean;
  conditionalAccess: SandboxPolicy[];
  globalAdmins: { name: string; servicePrincipal?: boolean }[];
  storageAccounts: {
    name: string;
    resourceGroup: string;
    httpsOnly: boolean;
    minimumTlsVersion?: 'TLS1_0' | 'TLS1_1' | 'TLS1_2';
    allowBlobPublicAccess?: boolean;
  }[];
  defenderPlans: Record<string, 'Free' | 'Standard'>;
  keyVaults: { name: string; resourceGroup: string; purgeProtection: boolean }[];
  activityLogExports: { name: string; categories: string[]; categoryGroups?: string[] }[];
  networkSecurityGroups: { name: string; resourceGroup: string; rules: SandboxRule[] }[];
};

/** The sandbox's tenant, app registration and subscription: any client secret is taken with them. */
export const sandboxIds = {
  tenantId: '5e7a1c3b-2d4f-4a6b-8c9d-0e1f2a3b4c5d',
  clientId: '3f9d2b7e-6a1c-4e8b-9d2f-7c5a1e3b9d60',
  subscriptionId: '9c4e1a7b-3d5f-4b2a-8e6c-1f0d2a4b6c8e',
};

export const sandboxTenantName = 'Acme Robotics';
export const sandboxDomain = 'acmerobotics.onmicrosoft.com';
export const sandboxSubscriptionName = 'Acme Production';
