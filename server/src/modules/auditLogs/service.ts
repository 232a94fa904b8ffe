import type { Db } from '../../db/database';
import { type AuditEntry, appendToChains, type TimedAuditEntry } from './chainWriter';

export type { AuditEntry, TimedAuditEntry };

export const auditActions = {
  login: 'User Login',
  loginFailed: 'Failed Login Attempt',
  logout: 'User Logout',
  registered: 'User Registered',
  profileUpdated: 'Profile Updated',
  passwordChanged: 'Password Changed',
  userInvited: 'User Invited',
  passwordReset: 'Password Reset',
  logsExported: 'Activity Logs Exported',
} as const;

/** Appends one entry to its organisation's hash chain; pass a transaction as `db` to commit it with the change. */
export const recordAudit = (db: Db, entry: AuditEntry, now: string): Promise<void> =>
  appendToChains(db, [{ ...entry, createdAt: now }]);

/** Appends many entries (e.g. seeded history) in one transaction, in the given order. */
export const appendAuditEntries = (db: Db, entries: TimedAuditEntry[]): Promise<void> => appendToChains(db, entries);
