import type { SandboxAccessEntry, SandboxDatabaseUser, SandboxProject } from './mongodbProjects';

// The Atlas Administration API's JSON (version 2023-01-01) for the fields the connector reads, with enough of the
// rest to look like the real answers.

export const hexId = (text: string): string =>
  [...text]
    .reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 0xffffffffff, 7)
    .toString(16)
    .padStart(24, '6');

export const self = (href: string) => [{ href, rel: 'self' }];

export const atlasError = (
  status: number,
  errorCode: string,
  reason: string,
  detail: string,
  parameters: unknown[] = [],
) => ({
  detail,
  error: status,
  errorCode,
  parameters,
  reason,
});

export const projectShape = (groupUrl: string, project: SandboxProject) => ({
  clusterCount: project.clusters.length,
  created: '2023-03-14T09:26:53Z',
  id: project.id,
  links: self(groupUrl),
  name: project.name,
  orgId: project.orgId,
  tags: [],
});

export const accessEntryShape = (groupUrl: string, project: SandboxProject, entry: SandboxAccessEntry) => ({
  ...entry,
  groupId: project.id,
  links: self(`${groupUrl}/accessList/${encodeURIComponent(entry.cidrBlock ?? entry.awsSecurityGroup ?? '')}`),
});

export const encryptionAtRestShape = (project: SandboxProject) => ({
  awsKms: project.awsKmsEnabled
    ? {
        enabled: true,
        customerMasterKeyID: 'arn:aws:kms:eu-west-1:123456789012:key/2f6b1c9e-1a7d-4c3e-9b52-6d0e8f4a7c31',
        region: 'EU_WEST_1',
        roleId: hexId('atlas-kms-role'),
        requirePrivateNetworking: false,
        valid: true,
      }
    : { enabled: false },
  azureKeyVault: { enabled: false },
  googleCloudKms: { enabled: false },
});

export const auditLogShape = (project: SandboxProject) => ({
  auditAuthorizationSuccess: false,
  auditFilter: project.auditing
    ? '{"atype":{"$in":["authenticate","createUser","dropUser","grantRolesToUser","createCollection","dropDatabase"]}}'
    : '{}',
  configurationType: project.auditing ? 'FILTER_JSON' : 'NONE',
  enabled: project.auditing,
});

const authenticationTypes = (user: SandboxDatabaseUser) => ({
  awsIAMType: user.authentication === 'AWS IAM' ? 'ROLE' : 'NONE',
  ldapAuthType: 'NONE',
  oidcAuthType: 'NONE',
  x509Type: user.authentication === 'X.509' ? 'CUSTOMER' : 'NONE',
});

export const databaseUserShape = (groupUrl: string, project: SandboxProject, user: SandboxDatabaseUser) => {
  const databaseName = user.authentication === undefined ? 'admin' : '$external';
  return {
    ...authenticationTypes(user),
    databaseName,
    groupId: project.id,
    labels: [],
    links: self(`${groupUrl}/databaseUsers/${encodeURIComponent(databaseName)}/${encodeURIComponent(user.username)}`),
    roles: user.roles.map(([roleName, database]) => ({ databaseName: database, roleName })),
    scopes: [],
    username: user.username,
  };
};
