import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type AuditEntry, appendToChains, type TimedAuditEntry } from '../../core/auditTrail/chainWriter';

export type { AuditEntry, TimedAuditEntry };

/** The transaction of the change an audit row records. */
export type AuditedTransaction = Transaction<Database>;

export const auditActions = {
  login: 'User Login',
  loginFailed: 'Failed Login Attempt',
  logout: 'User Logout',
  registered: 'User Registered',
  profileUpdated: 'Profile Updated',
  passwordChanged: 'Password Changed',
  passwordChangeFailed: 'Password Change Failed',
  userInvited: 'User Invited',
  passwordReset: 'Password Reset',
  logsExported: 'Activity Logs Exported',
} as const;

/**
 * The one way to record a change in the audit trail: the entry is appended to its organisation's hash chain inside
 * the transaction that makes the change, so the change and its record commit together or not at all. When the
 * entry is the whole change (a failed sign-in), open a transaction for it alone.
 */
export const recordAudit = (trx: AuditedTransaction, entry: AuditEntry, now: string): Promise<void> =>
  appendToChains(trx, [{ ...entry, createdAt: now }]);

/** Who did something the trail records: a member, or (opening a share link) nobody signed in. */
export type AuditActor = { organizationId: string; userId: string | null; userLabel: string; ipAddress: string | null };

/** recordAudit for an actor's event on one resource. */
export const recordActorAudit = (
  trx: AuditedTransaction,
  actor: AuditActor,
  event: Pick<AuditEntry, 'action' | 'severity' | 'category' | 'details' | 'resource'>,
  now: string,
): Promise<void> =>
  recordAudit(
    trx,
    {
      organizationId: actor.organizationId,
      userId: actor.userId,
      userLabel: actor.userLabel,
      ipAddress: actor.ipAddress,
      ...event,
    },
    now,
  );

/** Appends history that records no change made now (the demo seed, benchmarks) in one transaction, in order. */
export const appendAuditEntries = (db: Db, entries: TimedAuditEntry[]): Promise<void> => appendToChains(db, entries);
