import { type Fact, share } from '../facts';
import { type CredentialReportRow, readCredentialReport, rootUser } from './credentialReport';
import type { AwsSession } from './session';

const dayMs = 24 * 60 * 60 * 1000;
// CIS AWS Foundations 1.x: credentials idle for 90 days are disabled and access keys are rotated within 90 days.
const maxIdleDays = 90;
const maxKeyAgeDays = 90;

type AccessKey = { user: string; key: string; lastRotated?: Date; lastUsed?: Date };

// The report writes N/A, no_information or not_supported where there is no date.
const dateIn = (value: string | undefined): Date | undefined => {
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? undefined : new Date(time);
};

const isTrue = (value: string | undefined) => value === 'true';

const daysSince = (date: Date, now: Date) => Math.floor((now.getTime() - date.getTime()) / dayMs);

const day = (date: Date | undefined) => date?.toISOString().slice(0, 10) ?? 'never';

const activeKeys = (row: CredentialReportRow): AccessKey[] =>
  [1, 2]
    .filter((number) => isTrue(row[`access_key_${number}_active`]))
    .map((number) => ({
      user: row.user,
      key: `access key ${number}`,
      lastRotated: dateIn(row[`access_key_${number}_last_rotated`]),
      lastUsed: dateIn(row[`access_key_${number}_last_used_date`]),
    }));

/** Passwords and active keys idle for 90 days; one never used counts from when it was set. */
const idleCredentials = (users: CredentialReportRow[], now: Date) =>
  users.flatMap((row) => {
    const created = dateIn(row.user_creation_time) ?? now;
    const password = isTrue(row.password_enabled)
      ? [{ credential: 'password', lastUsed: dateIn(row.password_last_used), since: dateIn(row.password_last_changed) }]
      : [];
    const keys = activeKeys(row).map(({ key, lastUsed, lastRotated }) => ({
      credential: key,
      lastUsed,
      since: lastRotated,
    }));
    return [...password, ...keys].flatMap(({ credential, lastUsed, since }) => {
      const idleDays = daysSince(lastUsed ?? since ?? created, now);
      return idleDays >= maxIdleDays ? [{ user: row.user, credential, lastUsed: day(lastUsed), idleDays }] : [];
    });
  });

const staleKeys = (users: CredentialReportRow[], now: Date) =>
  users.flatMap(activeKeys).flatMap(({ user, key, lastRotated }) => {
    const ageDays = lastRotated ? daysSince(lastRotated, now) : 0;
    return ageDays > maxKeyAgeDays ? [{ user, key, lastRotated: day(lastRotated), ageDays }] : [];
  });

export const iamUserFacts = (rows: CredentialReportRow[], now: Date): Fact[] => {
  const root = rows.find((row) => row.user === rootUser);
  const users = rows.filter((row) => row.user !== rootUser);
  const consoleUsers = users.filter((row) => isTrue(row.password_enabled));
  const mfa = {
    value: share(consoleUsers, (row) => isTrue(row.mfa_active)),
    data: {
      consoleUsers: consoleUsers.length,
      usersWithoutMfa: consoleUsers.filter((row) => !isTrue(row.mfa_active)).map((row) => row.user),
    },
  };
  const rootKeys = root ? activeKeys(root) : [];
  const idle = idleCredentials(users, now);
  const stale = staleKeys(users, now);
  return [
    {
      check: 'aws.rootMfa',
      value: isTrue(root?.mfa_active),
      data: { mfaActive: root?.mfa_active ?? 'not in the report', passwordLastUsed: root?.password_last_used },
    },
    {
      check: 'aws.rootAccessKeys',
      value: rootKeys.length,
      data: {
        activeAccessKeys: rootKeys.map(({ key, lastRotated, lastUsed }) => ({
          key,
          lastRotated: day(lastRotated),
          lastUsed: day(lastUsed),
        })),
      },
    },
    { check: 'aws.consoleUserMfa', ...mfa },
    // The same people as the shared MFA check counts: an IAM user's registered device is required at sign-in.
    { check: 'mfa.enforced', ...mfa },
    {
      check: 'aws.unusedCredentials',
      value: idle.length,
      data: { maxIdleDays, idleCredentials: idle },
    },
    {
      check: 'aws.accessKeyRotation',
      value: stale.length,
      data: { maxKeyAgeDays, staleAccessKeys: stale },
    },
  ];
};

export const readIamUserFacts = async (session: AwsSession, now: Date): Promise<Fact[]> =>
  iamUserFacts(await readCredentialReport(session), now);
