import { customerKey, type SandboxAccount, secureBucket, volumes } from './awsAccounts';
import { goodAccount, webIngress } from './awsGoodAccount';

const person = (name: string, mfa: boolean, lastUsedDaysAgo = 1) => ({
  name,
  createdDaysAgo: 500,
  password: { changedDaysAgo: 200, lastUsedDaysAgo },
  mfa,
  accessKeys: [],
});

/**
 * A realistic drifted account. Root has MFA, a multi-region trail logs, GuardDuty watches and every bucket is
 * encrypted (as S3 now encrypts them all); but root has an access key, console users lack MFA, credentials are
 * idle or stale, no password policy is set, a trail skips log validation, two buckets are open, a database and
 * four volumes (of two pages) are unencrypted, SSH and RDP are open to the internet, Config is stopped and a key
 * is not rotated.
 */
export const misconfiguredAccount: SandboxAccount = {
  root: { mfa: true, accessKeys: [{ rotatedDaysAgo: 1200, lastUsedDaysAgo: 14 }], passwordLastUsedDaysAgo: 3 },
  users: [
    person('ada', true),
    person('grace', true),
    person('linus', false),
    person('margaret', true),
    person('dennis', false),
    // Left the company: the password and key are still there, unused for months.
    {
      ...person('former-contractor', false, 150),
      accessKeys: [{ rotatedDaysAgo: 400, lastUsedDaysAgo: 120 }],
    },
    person('ken', true),
    {
      name: 'ci-deploy',
      createdDaysAgo: 700,
      mfa: false,
      accessKeys: [
        { rotatedDaysAgo: 380, lastUsedDaysAgo: 0 },
        { rotatedDaysAgo: 20, active: false },
      ],
    },
    // A key created for a report that was never run.
    { name: 'reporting', createdDaysAgo: 95, mfa: false, accessKeys: [{ rotatedDaysAgo: 95 }] },
  ],
  passwordPolicy: null,
  trails: [
    { name: 'organization-audit', multiRegion: true, logging: true, logFileValidation: true },
    { name: 'app-events', multiRegion: false, logging: true, logFileValidation: false },
  ],
  buckets: [
    ...goodAccount.buckets,
    { ...secureBucket('acme-marketing-site'), publicAccessBlock: null },
    {
      ...secureBucket('acme-partner-exchange'),
      publicAccessBlock: {
        BlockPublicAcls: true,
        IgnorePublicAcls: true,
        BlockPublicPolicy: false,
        RestrictPublicBuckets: false,
      },
    },
    secureBucket('acme-data-lake', 'arn:aws:kms:us-east-1:123456789012:key/9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b'),
    secureBucket('acme-logs-archive'),
  ],
  databases: [...goodAccount.databases, { identifier: 'legacy-mysql', engine: 'mysql', encrypted: false }],
  ebsEncryptionByDefault: false,
  volumes: [...volumes(60, true), ...volumes(4, false, 60), ...volumes(66, true, 64)],
  securityGroups: [
    ...goodAccount.securityGroups,
    {
      id: 'sg-0a1b2c3d4e5f60003',
      name: 'bastion',
      ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrs: ['0.0.0.0/0'] }],
    },
    {
      id: 'sg-0a1b2c3d4e5f60004',
      name: 'windows-jump',
      ingress: [webIngress, { protocol: 'tcp', fromPort: 3000, toPort: 4000, cidrs: ['::/0'] }],
    },
    { id: 'sg-0a1b2c3d4e5f60005', name: 'legacy-open', ingress: [{ protocol: '-1', cidrs: ['0.0.0.0/0'] }] },
  ],
  detectors: goodAccount.detectors,
  recorders: [{ name: 'default', recording: false }],
  keys: [...goodAccount.keys, customerKey('3c4d5e6f-7a8b-4c9d-0e1f-2a3b4c5d6e7f', 'Legacy payroll exports', false)],
};
