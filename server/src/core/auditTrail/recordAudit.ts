import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Actor } from '../actor';
import { type AuditEntry, appendToChains, type TimedAuditEntry } from './chainWriter';

/** The transaction of the change an audit row records. */
export type AuditedTransaction = Transaction<Database>;

/** Who the trail names: any actor, or (a sign-in for an unknown email) someone of no organisation. */
export type AuditActor = Pick<Actor, 'userId' | 'name' | 'ip'> & { organizationId: string | null };

/** What happened, to what, and when. */
export type AuditEvent = Pick<AuditEntry, 'action' | 'severity' | 'category' | 'details' | 'resource'> & { at: string };

/**
 * The one way to record a change in the audit trail: the entry is appended to its organisation's hash chain inside
 * the transaction that makes the change, so the change and its record commit together or not at all. When the
 * entry is the whole change (a failed sign-in), open a transaction for it alone.
 */
export const recordAudit = (trx: AuditedTransaction, actor: AuditActor, event: AuditEvent): Promise<void> => {
  const { at, ...rest } = event;
  return appendToChains(trx, [
    {
      organizationId: actor.organizationId,
      userId: actor.userId,
      userLabel: actor.name,
      ipAddress: actor.ip,
      ...rest,
      createdAt: at,
    },
  ]);
};

/** Appends history that records no change made now (the demo seed, benchmarks) in one transaction, in order. */
export const appendAuditEntries = (db: Db, entries: TimedAuditEntry[]): Promise<void> => appendToChains(db, entries);
