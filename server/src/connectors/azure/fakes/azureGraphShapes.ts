import { guidOf } from './azureErrors';
import {
  sandboxDomain,
  type SandboxPolicy,
  type SandboxTenant,
  sandboxTenantName,
  type SandboxUser,
} from './azureTenantModel';

// Microsoft Graph's JSON for the fields the connector reads, with enough of the rest to look like the real answers.

const globalAdministratorTemplateId = '62e90394-69f5-4237-9190-012177145e10';

const upnOf = (name: string) => `${name}@${sandboxDomain}`;

export const userIdOf = (name: string) => guidOf(`user ${name}`);

export const organizationShape = (tenantId: string) => ({
  id: tenantId,
  displayName: sandboxTenantName,
  tenantType: 'AAD',
  countryLetterCode: 'GB',
  createdDateTime: '2021-03-04T10:12:45Z',
  verifiedDomains: [
    {
      name: sandboxDomain,
      type: 'Managed',
      isDefault: true,
      isInitial: true,
      capabilities: 'Email, OfficeCommunicationsOnline',
    },
  ],
});

export const userRegistrationShape = (user: SandboxUser, now: Date) => ({
  id: userIdOf(user.name),
  userPrincipalName: upnOf(user.name),
  userDisplayName: user.name,
  userType: user.guest ? 'guest' : 'member',
  isAdmin: user.admin ?? false,
  isSsprRegistered: user.mfaRegistered,
  isSsprEnabled: true,
  isSsprCapable: user.mfaRegistered,
  isMfaRegistered: user.mfaRegistered,
  isMfaCapable: user.mfaRegistered,
  isPasswordlessCapable: false,
  methodsRegistered: user.mfaRegistered ? ['microsoftAuthenticatorPush', 'softwareOneTimePasscode'] : [],
  isSystemPreferredAuthenticationMethodEnabled: true,
  systemPreferredAuthenticationMethods: user.mfaRegistered ? ['push'] : [],
  userPreferredMethodForSecondaryAuthentication: user.mfaRegistered ? 'push' : 'none',
  lastUpdatedDateTime: new Date(now.getTime() - 6 * 60 * 60 * 1000).toISOString(),
});

export const securityDefaultsShape = (tenant: SandboxTenant) => ({
  id: '00000000-0000-0000-0000-000000000005',
  displayName: 'Security Defaults',
  description:
    'Security defaults is a set of basic identity security mechanisms recommended by Microsoft. When enabled, these recommendations will be automatically enforced in your organization.',
  isEnabled: tenant.securityDefaults,
});

export const conditionalAccessShape = (policy: SandboxPolicy) => ({
  id: guidOf(`policy ${policy.displayName}`),
  templateId: null,
  displayName: policy.displayName,
  createdDateTime: '2024-02-12T09:30:00Z',
  modifiedDateTime: '2025-11-03T16:05:00Z',
  state: policy.state,
  conditions: {
    clientAppTypes: ['all'],
    applications: { includeApplications: ['All'], excludeApplications: [], includeUserActions: [] },
    users: {
      includeUsers: policy.includeUsers,
      excludeUsers: (policy.excludeUsers ?? []).map(userIdOf),
      includeGroups: [],
      excludeGroups: (policy.excludeGroups ?? []).map((group) => guidOf(`group ${group}`)),
      includeRoles: policy.includeRoles ?? [],
      excludeRoles: [],
    },
    platforms: null,
    locations: null,
  },
  grantControls: {
    operator: 'OR',
    builtInControls: policy.builtInControls,
    customAuthenticationFactors: [],
    termsOfUse: [],
    authenticationStrength: null,
  },
  sessionControls: null,
});

export const globalAdministratorRoleShape = () => ({
  id: guidOf('directory role Global Administrator'),
  deletedDateTime: null,
  description:
    'Can manage all aspects of Microsoft Entra ID and Microsoft services that use Microsoft Entra identities.',
  displayName: 'Global Administrator',
  roleTemplateId: globalAdministratorTemplateId,
});

export const roleMemberShape = ({ name, servicePrincipal }: SandboxTenant['globalAdmins'][number]) =>
  servicePrincipal
    ? {
        '@odata.type': '#microsoft.graph.servicePrincipal',
        id: guidOf(`service principal ${name}`),
        displayName: name,
        appId: guidOf(`app ${name}`),
        servicePrincipalType: 'Application',
      }
    : {
        '@odata.type': '#microsoft.graph.user',
        id: userIdOf(name),
        displayName: name,
        userPrincipalName: upnOf(name),
        mail: upnOf(name),
        jobTitle: null,
      };
