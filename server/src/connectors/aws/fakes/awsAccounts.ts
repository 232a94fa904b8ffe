/** Ages in days before the sandbox's `now`, so that the credential report reads the same on any day. */
export type SandboxAccessKey = { rotatedDaysAgo: number; lastUsedDaysAgo?: number; active?: boolean };

export type SandboxUser = {
  name: string;
  createdDaysAgo: number;
  /** A console password, and when it was last used (undefined: never). */
  password?: { changedDaysAgo: number; lastUsedDaysAgo?: number };
  mfa: boolean;
  accessKeys: SandboxAccessKey[];
};

export type SandboxPasswordPolicy = { MinimumPasswordLength: number; PasswordReusePrevention?: number };
export type SandboxPublicAccessBlock = Record<
  'BlockPublicAcls' | 'IgnorePublicAcls' | 'BlockPublicPolicy' | 'RestrictPublicBuckets',
  boolean
>;
export type SandboxBucket = {
  name: string;
  publicAccessBlock: SandboxPublicAccessBlock | null;
  encryption: { algorithm: 'AES256' | 'aws:kms'; kmsKey?: string } | null;
};
export type SandboxTrail = { name: string; multiRegion: boolean; logging: boolean; logFileValidation: boolean };
export type SandboxIngress = { protocol: string; fromPort?: number; toPort?: number; cidrs: string[] };
export type SandboxSecurityGroup = { id: string; name: string; ingress: SandboxIngress[] };
export type SandboxKey = {
  id: string;
  description: string;
  manager: 'CUSTOMER' | 'AWS';
  state: 'Enabled' | 'Disabled' | 'PendingDeletion';
  spec: 'SYMMETRIC_DEFAULT' | 'RSA_2048';
  rotation: boolean;
};

export type SandboxAccount = {
  root: { mfa: boolean; accessKeys: SandboxAccessKey[]; passwordLastUsedDaysAgo: number };
  users: SandboxUser[];
  passwordPolicy: SandboxPasswordPolicy | null;
  trails: SandboxTrail[];
  buckets: SandboxBucket[];
  databases: { identifier: string; engine: string; encrypted: boolean }[];
  ebsEncryptionByDefault: boolean;
  volumes: { id: string; encrypted: boolean }[];
  securityGroups: SandboxSecurityGroup[];
  detectors: { id: string; status: 'ENABLED' | 'DISABLED' }[];
  recorders: { name: string; recording: boolean }[];
  keys: SandboxKey[];
};

export const sandboxAccountId = '123456789012';
export const sandboxRegion = 'us-east-1';

const blocked: SandboxPublicAccessBlock = {
  BlockPublicAcls: true,
  IgnorePublicAcls: true,
  BlockPublicPolicy: true,
  RestrictPublicBuckets: true,
};

export const secureBucket = (name: string, kmsKey?: string): SandboxBucket => ({
  name,
  publicAccessBlock: blocked,
  encryption: kmsKey ? { algorithm: 'aws:kms', kmsKey } : { algorithm: 'AES256' },
});

export const volumes = (count: number, encrypted: boolean, offset = 0) =>
  Array.from({ length: count }, (_, index) => ({
    id: `vol-0${(offset + index + 1).toString(16).padStart(16, 'a')}`,
    encrypted,
  }));

export const customerKey = (id: string, description: string, rotation = true): SandboxKey => ({
  id,
  description,
  manager: 'CUSTOMER',
  state: 'Enabled',
  spec: 'SYMMETRIC_DEFAULT',
  rotation,
});
