import {
  builtInSinks,
  domain,
  googleApisServiceAgent,
  internalTraffic,
  ordersDatabase,
  sshThroughIap,
} from './gcpCommonResources';
import { goodProject } from './gcpProjects';
import { type SandboxProject, type SandboxServiceAccount, serviceAccountEmail } from './gcpProjectTypes';
import { sandboxProjectId } from './sandboxKey';

// One service account per customer sync job: with the others, more than one page at Google's default of 20.
const tenantSyncAccounts: SandboxServiceAccount[] = Array.from({ length: 20 }, (_, index) => ({
  accountId: `tenant-sync-${String(index + 1).padStart(2, '0')}`,
}));

const anywhere = ['0.0.0.0/0'];

/**
 * A realistic drifted posture: two guardrails never enforced, two public buckets (a third is saved by public access
 * prevention), no Data Access logs, three people with basic roles, three stale keys (one on the second page of
 * service accounts), two Cloud SQL instances accepting plain connections and three rules opening SSH or RDP.
 * Buckets stay uniform, Cloud SQL is closed to the internet and every log entry is exported.
 */
export const misconfiguredProject: SandboxProject = {
  ...goodProject,
  bindings: [
    { role: 'roles/owner', members: [`user:founder@${domain}`, `user:cto@${domain}`, `group:gcp-admins@${domain}`] },
    {
      role: 'roles/editor',
      members: [`user:cto@${domain}`, 'user:contractor@devshop.example', googleApisServiceAgent],
    },
    {
      role: 'roles/viewer',
      members: [`group:engineering@${domain}`, `serviceAccount:${serviceAccountEmail('securo-reader')}`],
    },
    { role: 'roles/iam.securityReviewer', members: [`serviceAccount:${serviceAccountEmail('securo-reader')}`] },
  ],
  auditConfigs: [
    { service: 'allServices', auditLogConfigs: [{ logType: 'ADMIN_READ' }] },
    { service: 'storage.googleapis.com', auditLogConfigs: [{ logType: 'DATA_READ' }, { logType: 'DATA_WRITE' }] },
  ],
  enforcedConstraints: ['constraints/storage.uniformBucketLevelAccess', 'constraints/compute.requireOsLogin'],
  buckets: [
    { name: `${sandboxProjectId}-uploads`, uniformBucketLevelAccess: true, publicAccessPrevention: 'inherited' },
    { name: `${sandboxProjectId}-backups`, uniformBucketLevelAccess: true, publicAccessPrevention: 'enforced' },
    {
      name: `${sandboxProjectId}-marketing-assets`,
      uniformBucketLevelAccess: true,
      publicAccessPrevention: 'inherited',
      publicMembers: ['allUsers'],
    },
    {
      name: `${sandboxProjectId}-exports`,
      uniformBucketLevelAccess: true,
      publicAccessPrevention: 'inherited',
      publicMembers: ['allAuthenticatedUsers'],
    },
    // Granted to allUsers once, but public access prevention now overrides the grant.
    {
      name: `${sandboxProjectId}-press-kit`,
      uniformBucketLevelAccess: true,
      publicAccessPrevention: 'enforced',
      publicMembers: ['allUsers'],
    },
    { name: `${sandboxProjectId}-logs-archive`, uniformBucketLevelAccess: true, publicAccessPrevention: 'enforced' },
  ],
  serviceAccounts: [
    { accountId: 'securo-reader', keyAgesDays: [10] },
    { accountId: 'api-backend' },
    { accountId: 'ci-deployer', keyAgesDays: [200] },
    { accountId: 'data-exporter', keyAgesDays: [95] },
    ...tenantSyncAccounts,
    { accountId: 'web-frontend' },
    { accountId: 'legacy-etl', keyAgesDays: [400, 30], disabledKeyAgesDays: [700] },
  ],
  sqlInstances: [
    ordersDatabase,
    {
      name: 'reporting-db',
      databaseVersion: 'POSTGRES_14',
      sslMode: 'ALLOW_UNENCRYPTED_AND_ENCRYPTED',
      ipv4Enabled: true,
      authorizedNetworks: [{ name: 'office', value: '203.0.113.0/24' }],
    },
    {
      name: 'legacy-mysql',
      databaseVersion: 'MYSQL_5_7',
      sslMode: 'ALLOW_UNENCRYPTED_AND_ENCRYPTED',
      ipv4Enabled: true,
      authorizedNetworks: [{ name: 'bi-vendor', value: '198.51.100.17/32' }],
    },
  ],
  firewalls: [
    internalTraffic,
    sshThroughIap,
    { name: 'default-allow-ssh', sourceRanges: anywhere, allowed: [{ IPProtocol: 'tcp', ports: ['22'] }] },
    { name: 'default-allow-rdp', sourceRanges: anywhere, allowed: [{ IPProtocol: 'tcp', ports: ['3389'] }] },
    { name: 'default-allow-icmp', sourceRanges: anywhere, allowed: [{ IPProtocol: 'icmp' }] },
    { name: 'allow-web', sourceRanges: anywhere, allowed: [{ IPProtocol: 'tcp', ports: ['80', '443'] }] },
    { name: 'debug-all-tcp', sourceRanges: anywhere, allowed: [{ IPProtocol: 'tcp' }] },
  ],
  sinks: [
    ...builtInSinks,
    {
      name: 'audit-to-bigquery',
      destination: `bigquery.googleapis.com/projects/${sandboxProjectId}/datasets/audit_logs`,
    },
    {
      name: 'errors-to-pubsub',
      destination: `pubsub.googleapis.com/projects/${sandboxProjectId}/topics/errors`,
      filter: 'severity>=ERROR',
    },
  ],
};
