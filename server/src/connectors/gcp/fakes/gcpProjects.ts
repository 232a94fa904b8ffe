import {
  domain,
  googleApisServiceAgent,
  builtInSinks,
  internalTraffic,
  ordersDatabase,
  sshThroughIap,
} from './gcpCommonResources';
import { type SandboxProject, serviceAccountEmail } from './gcpProjectTypes';
import { sandboxProjectId, sandboxProjectNumber } from './sandboxKey';

/** Well configured: guardrails enforced, groups rather than people in basic roles, nothing open to the internet. */
export const goodProject: SandboxProject = {
  projectId: sandboxProjectId,
  projectNumber: sandboxProjectNumber,
  name: 'Acme Robotics Production',
  bindings: [
    { role: 'roles/owner', members: [`group:gcp-admins@${domain}`] },
    { role: 'roles/editor', members: [googleApisServiceAgent] },
    {
      role: 'roles/viewer',
      members: [`group:engineering@${domain}`, `serviceAccount:${serviceAccountEmail('securo-reader')}`],
    },
    { role: 'roles/iam.securityReviewer', members: [`serviceAccount:${serviceAccountEmail('securo-reader')}`] },
    { role: 'roles/cloudsql.client', members: [`serviceAccount:${serviceAccountEmail('api-backend')}`] },
  ],
  auditConfigs: [
    {
      service: 'allServices',
      auditLogConfigs: [{ logType: 'ADMIN_READ' }, { logType: 'DATA_READ' }, { logType: 'DATA_WRITE' }],
    },
  ],
  enforcedConstraints: [
    'constraints/iam.disableServiceAccountKeyCreation',
    'constraints/storage.uniformBucketLevelAccess',
    'constraints/storage.publicAccessPrevention',
    'constraints/compute.requireOsLogin',
  ],
  enabledServices: [
    'cloudresourcemanager.googleapis.com',
    'serviceusage.googleapis.com',
    'iam.googleapis.com',
    'storage.googleapis.com',
    'sqladmin.googleapis.com',
    'compute.googleapis.com',
    'logging.googleapis.com',
    'monitoring.googleapis.com',
  ],
  buckets: [
    // Inherits public access prevention from the enforced storage.publicAccessPrevention constraint.
    { name: `${sandboxProjectId}-uploads`, uniformBucketLevelAccess: true, publicAccessPrevention: 'inherited' },
    { name: `${sandboxProjectId}-backups`, uniformBucketLevelAccess: true, publicAccessPrevention: 'enforced' },
    { name: `${sandboxProjectId}-logs-archive`, uniformBucketLevelAccess: true, publicAccessPrevention: 'enforced' },
    { name: `${sandboxProjectId}-ml-datasets`, uniformBucketLevelAccess: true, publicAccessPrevention: 'enforced' },
  ],
  serviceAccounts: [
    { accountId: 'securo-reader', keyAgesDays: [12] },
    { accountId: 'api-backend' },
    // Keys made before iam.disableServiceAccountKeyCreation; the old one is disabled, so it no longer counts.
    { accountId: 'ci-deployer', keyAgesDays: [45], disabledKeyAgesDays: [400] },
  ],
  sqlInstances: [
    ordersDatabase,
    {
      name: 'analytics-db',
      databaseVersion: 'MYSQL_8_0',
      sslMode: 'TRUSTED_CLIENT_CERTIFICATE_REQUIRED',
      ipv4Enabled: true,
      authorizedNetworks: [{ name: 'office', value: '203.0.113.0/24' }],
    },
  ],
  firewalls: [
    internalTraffic,
    sshThroughIap,
    { name: 'allow-https', sourceRanges: ['0.0.0.0/0'], allowed: [{ IPProtocol: 'tcp', ports: ['443'] }] },
    // Switched off rather than deleted: a disabled rule lets nothing through.
    {
      name: 'legacy-open-ssh',
      sourceRanges: ['0.0.0.0/0'],
      allowed: [{ IPProtocol: 'tcp', ports: ['22'] }],
      disabled: true,
    },
  ],
  sinks: [
    ...builtInSinks,
    { name: 'audit-archive', destination: `storage.googleapis.com/${sandboxProjectId}-logs-archive` },
  ],
};
