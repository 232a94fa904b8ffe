import {
  customerKey,
  type SandboxAccount,
  type SandboxIngress,
  type SandboxKey,
  type SandboxUser,
  secureBucket,
  volumes,
} from './awsAccounts';

const awsManagedKey: SandboxKey = {
  ...customerKey(
    '0d1e2f3a-4b5c-6d7e-8f90-a1b2c3d4e5f6',
    'Default key that protects my EBS volumes when no other key is defined',
  ),
  manager: 'AWS',
};
const signingKey: SandboxKey = {
  ...customerKey('7a8b9c0d-1e2f-3a4b-5c6d-7e8f9a0b1c2d', 'Release signing', false),
  spec: 'RSA_2048',
};

export const webIngress: SandboxIngress = { protocol: 'tcp', fromPort: 443, toPort: 443, cidrs: ['0.0.0.0/0', '::/0'] };

const engineer = (name: string): SandboxUser => ({
  name,
  createdDaysAgo: 400,
  password: { changedDaysAgo: 60, lastUsedDaysAgo: 2 },
  mfa: true,
  accessKeys: [],
});

/** Every check passes: root locked away, every person on MFA, keys fresh, logging, encryption and detection on. */
export const goodAccount: SandboxAccount = {
  root: { mfa: true, accessKeys: [], passwordLastUsedDaysAgo: 180 },
  users: [
    engineer('ada'),
    engineer('grace'),
    engineer('linus'),
    { name: 'ci-deploy', createdDaysAgo: 300, mfa: false, accessKeys: [{ rotatedDaysAgo: 30, lastUsedDaysAgo: 0 }] },
  ],
  passwordPolicy: { MinimumPasswordLength: 14, PasswordReusePrevention: 24 },
  trails: [{ name: 'organization-audit', multiRegion: true, logging: true, logFileValidation: true }],
  buckets: [
    secureBucket('acme-app-uploads', 'arn:aws:kms:us-east-1:123456789012:key/5f1c2a3b-8d4e-4f60-9a7b-0c1d2e3f4a5b'),
    secureBucket('acme-cloudtrail-logs'),
    secureBucket('acme-backups'),
  ],
  databases: [
    { identifier: 'app-primary', engine: 'postgres', encrypted: true },
    { identifier: 'analytics', engine: 'aurora-postgresql', encrypted: true },
  ],
  ebsEncryptionByDefault: true,
  volumes: volumes(6, true),
  securityGroups: [
    { id: 'sg-0a1b2c3d4e5f60001', name: 'web-alb', ingress: [webIngress] },
    {
      id: 'sg-0a1b2c3d4e5f60002',
      name: 'app',
      ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrs: ['10.0.0.0/16'] }],
    },
  ],
  detectors: [{ id: '12abc34d567e8fa901bc2d34e56789f0', status: 'ENABLED' }],
  recorders: [{ name: 'default', recording: true }],
  keys: [
    customerKey('5f1c2a3b-8d4e-4f60-9a7b-0c1d2e3f4a5b', 'Application data'),
    customerKey('9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b', 'Backups'),
    awsManagedKey,
    signingKey,
  ],
};
