import type {
  SandboxBucket,
  SandboxFirewall,
  SandboxProject,
  SandboxSink,
  SandboxSqlInstance,
} from './gcpProjectTypes';
import { created, digits } from './projectShapes';

const computeUrl = (project: SandboxProject, path: string) =>
  `https://www.googleapis.com/compute/v1/projects/${project.projectId}/${path}`;

export const bucketShape = (project: SandboxProject, bucket: SandboxBucket) => ({
  kind: 'storage#bucket',
  selfLink: `https://www.googleapis.com/storage/v1/b/${bucket.name}`,
  id: bucket.name,
  name: bucket.name,
  projectNumber: project.projectNumber,
  metageneration: '3',
  location: 'EU',
  storageClass: 'STANDARD',
  etag: 'CAM=',
  timeCreated: created,
  updated: created,
  iamConfiguration: {
    bucketPolicyOnly: { enabled: bucket.uniformBucketLevelAccess },
    uniformBucketLevelAccess: { enabled: bucket.uniformBucketLevelAccess },
    publicAccessPrevention: bucket.publicAccessPrevention,
  },
  locationType: 'multi-region',
});

export const bucketIamPolicyShape = (project: SandboxProject, bucket: SandboxBucket) => ({
  kind: 'storage#policy',
  resourceId: `projects/_/buckets/${bucket.name}`,
  version: 1,
  etag: 'CAM=',
  bindings: [
    {
      role: 'roles/storage.legacyBucketOwner',
      members: [`projectEditor:${project.projectId}`, `projectOwner:${project.projectId}`],
    },
    { role: 'roles/storage.legacyBucketReader', members: [`projectViewer:${project.projectId}`] },
    ...(bucket.publicMembers ? [{ role: 'roles/storage.objectViewer', members: bucket.publicMembers }] : []),
  ],
});

export const sqlInstanceShape = (project: SandboxProject, instance: SandboxSqlInstance) => ({
  kind: 'sql#instance',
  state: 'RUNNABLE',
  databaseVersion: instance.databaseVersion,
  settings: {
    kind: 'sql#settings',
    tier: 'db-custom-2-7680',
    availabilityType: 'REGIONAL',
    ipConfiguration: {
      ipv4Enabled: instance.ipv4Enabled,
      requireSsl: instance.sslMode !== 'ALLOW_UNENCRYPTED_AND_ENCRYPTED',
      sslMode: instance.sslMode,
      authorizedNetworks: instance.authorizedNetworks.map((network) => ({ kind: 'sql#aclEntry', ...network })),
      privateNetwork: `projects/${project.projectId}/global/networks/default`,
    },
    backupConfiguration: { kind: 'sql#backupConfiguration', enabled: true, startTime: '02:00' },
  },
  project: project.projectId,
  name: instance.name,
  region: 'europe-west1',
  connectionName: `${project.projectId}:europe-west1:${instance.name}`,
  instanceType: 'CLOUD_SQL_INSTANCE',
  selfLink: `https://sqladmin.googleapis.com/v1/projects/${project.projectId}/instances/${instance.name}`,
});

export const firewallShape = (project: SandboxProject, firewall: SandboxFirewall) => ({
  kind: 'compute#firewall',
  id: digits(firewall.name, 19),
  creationTimestamp: '2023-04-11T02:26:53.000-07:00',
  name: firewall.name,
  network: computeUrl(project, 'global/networks/default'),
  priority: 1000,
  sourceRanges: firewall.sourceRanges,
  allowed: firewall.allowed,
  direction: 'INGRESS',
  logConfig: { enable: false },
  disabled: firewall.disabled ?? false,
  selfLink: computeUrl(project, `global/firewalls/${firewall.name}`),
});

export const sinkShape = (project: SandboxProject, sink: SandboxSink) => ({
  name: sink.name,
  destination: sink.destination,
  ...(sink.filter ? { filter: sink.filter } : {}),
  writerIdentity: sink.name.startsWith('_')
    ? undefined
    : `serviceAccount:service-${project.projectNumber}@gcp-sa-logging.iam.gserviceaccount.com`,
  createTime: created,
  updateTime: created,
});
