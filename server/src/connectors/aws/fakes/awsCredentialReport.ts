import { type SandboxAccessKey, type SandboxAccount, sandboxAccountId, sandboxRegion } from './awsAccounts';

// The documented columns of the IAM credential report, in their order.
const columns = [
  'user',
  'arn',
  'user_creation_time',
  'password_enabled',
  'password_last_used',
  'password_last_changed',
  'password_next_rotation',
  'mfa_active',
  ...[1, 2].flatMap((number) =>
    ['active', 'last_rotated', 'last_used_date', 'last_used_region', 'last_used_service'].map(
      (field) => `access_key_${number}_${field}`,
    ),
  ),
  'cert_1_active',
  'cert_1_last_rotated',
  'cert_2_active',
  'cert_2_last_rotated',
];

const dayMs = 24 * 60 * 60 * 1000;

/** The report's timestamps: ISO 8601 with an explicit +00:00 offset. */
const daysAgo = (now: Date, days: number | undefined) =>
  days === undefined ? 'N/A' : `${new Date(now.getTime() - days * dayMs).toISOString().slice(0, 19)}+00:00`;

const keyColumns = (now: Date, key: SandboxAccessKey | undefined) => {
  if (!key) return ['false', 'N/A', 'N/A', 'N/A', 'N/A'];
  const used = key.lastUsedDaysAgo !== undefined;
  return [
    String(key.active ?? true),
    daysAgo(now, key.rotatedDaysAgo),
    daysAgo(now, key.lastUsedDaysAgo),
    used ? sandboxRegion : 'N/A',
    used ? 'iam' : 'N/A',
  ];
};

const noCertificates = ['false', 'N/A', 'false', 'N/A'];

/** The account's credential report as IAM writes it: CSV, root first, then every user. */
export const credentialReportCsv = ({ root, users }: SandboxAccount, now: Date): string => {
  const rootRow = [
    '<root_account>',
    `arn:aws:iam::${sandboxAccountId}:root`,
    daysAgo(now, 2000),
    'not_supported',
    daysAgo(now, root.passwordLastUsedDaysAgo),
    'not_supported',
    'not_supported',
    String(root.mfa),
    ...keyColumns(now, root.accessKeys[0]),
    ...keyColumns(now, root.accessKeys[1]),
    ...noCertificates,
  ];
  const userRows = users.map(({ name, createdDaysAgo, password, mfa, accessKeys }) => [
    name,
    `arn:aws:iam::${sandboxAccountId}:user/${name}`,
    daysAgo(now, createdDaysAgo),
    String(password !== undefined),
    daysAgo(now, password?.lastUsedDaysAgo),
    daysAgo(now, password?.changedDaysAgo),
    'N/A',
    String(mfa),
    ...keyColumns(now, accessKeys[0]),
    ...keyColumns(now, accessKeys[1]),
    ...noCertificates,
  ]);
  return [columns, rootRow, ...userRows].map((row) => row.join(',')).join('\n');
};
