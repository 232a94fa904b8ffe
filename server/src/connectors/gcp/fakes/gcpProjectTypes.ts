import { sandboxProjectId } from './sandboxKey';

export type SandboxBinding = { role: string; members: string[] };

export type SandboxAuditConfig = { service: string; auditLogConfigs: { logType: string }[] };

export type SandboxBucket = {
  name: string;
  uniformBucketLevelAccess: boolean;
  publicAccessPrevention: 'enforced' | 'inherited';
  /** allUsers or allAuthenticatedUsers, granted roles/storage.objectViewer. */
  publicMembers?: string[];
};

export type SandboxServiceAccount = { accountId: string; keyAgesDays?: number[]; disabledKeyAgesDays?: number[] };

export type SandboxSqlInstance = {
  name: string;
  databaseVersion: string;
  sslMode: 'ALLOW_UNENCRYPTED_AND_ENCRYPTED' | 'ENCRYPTED_ONLY' | 'TRUSTED_CLIENT_CERTIFICATE_REQUIRED';
  ipv4Enabled: boolean;
  authorizedNetworks: { name: string; value: string }[];
};

export type SandboxFirewall = {
  name: string;
  sourceRanges: string[];
  allowed: { IPProtocol: string; ports?: string[] }[];
  disabled?: boolean;
};

export type SandboxSink = { name: string; destination: string; filter?: string };

export type SandboxProject = {
  projectId: string;
  projectNumber: string;
  name: string;
  bindings: SandboxBinding[];
  auditConfigs: SandboxAuditConfig[];
  enforcedConstraints: string[];
  enabledServices: string[];
  buckets: SandboxBucket[];
  serviceAccounts: SandboxServiceAccount[];
  sqlInstances: SandboxSqlInstance[];
  firewalls: SandboxFirewall[];
  sinks: SandboxSink[];
};

export const serviceAccountEmail = (accountId: string) => `${accountId}@${sandboxProjectId}.iam.gserviceaccount.com`;
