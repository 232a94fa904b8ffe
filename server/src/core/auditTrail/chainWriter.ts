import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogCountsTable, NewAuditLog } from '../../db/schema';
import type { AuditCategory, AuditSeverity } from '@/contracts/enums';
import { auditHash, chainKey, type ChainHead, genesisHash, keyedHashVersion } from './chain';
import { checkpointEvery, recordCheckpoint } from './checkpoint';
import { addToCounts, findChainHead, insertAuditLogs } from './repository';

export type AuditEntry = {
  organizationId: string | null;
  userId: string | null;
  userLabel: string;
  action: string;
  severity: AuditSeverity;
  category: AuditCategory;
  details: string;
  resource?: string | null;
  ipAddress?: string | null;
};

export type TimedAuditEntry = AuditEntry & { createdAt: string };

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Reuses the caller's transaction, so an audit row commits or rolls back with the change it records. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** Until the transaction ends, no other writer (connection or process) can append to these chains. */
const lockChains = async (trx: Db, chains: string[]): Promise<void> => {
  if (isPostgres(trx)) {
    // In one order everywhere, so two writers locking several chains cannot deadlock.
    for (const chain of [...chains].sort()) await sql`select pg_advisory_xact_lock(hashtext(${chain}))`.execute(trx);
    return;
  }
  // One process already runs SQLite transactions one at a time; this write takes the database's write lock before
  // the chain head is read, so another process cannot append in between (nor fail on a stale snapshot later).
  await sql`update audit_logs set seq = seq where 0 = 1`.execute(trx);
};

/** An entry as the chain's next row: its sequence number and its hash over the previous one. */
export const toRow = (entry: TimedAuditEntry, chain: string, previous: ChainHead): NewAuditLog => {
  const fields = {
    id: crypto.randomUUID(),
    organization_id: entry.organizationId,
    user_id: entry.userId,
    user_label: entry.userLabel,
    action: entry.action,
    severity: entry.severity,
    category: entry.category,
    details: entry.details,
    resource: entry.resource ?? null,
    ip_address: entry.ipAddress ?? null,
    created_at: entry.createdAt,
    seq: previous.seq + 1,
  };
  return { ...fields, chain, hash: auditHash(fields, previous.hash), hash_version: keyedHashVersion };
};

const tally = (rows: NewAuditLog[]): AuditLogCountsTable[] => {
  const counts = new Map<string, AuditLogCountsTable>();
  for (const { chain, category, severity } of rows) {
    const key = `${chain} ${category} ${severity}`;
    const entry = counts.get(key) ?? { chain, category, severity, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
};

/** A chain whose head passed a multiple of checkpointEvery gets its new head recorded in the same transaction. */
const checkpointCrossedHeads = async (
  trx: Db,
  startSeqs: Map<string, number>,
  heads: Map<string, ChainHead>,
  now: string,
) => {
  for (const [chain, startSeq] of startSeqs) {
    const head = heads.get(chain);
    const crossed = head && Math.floor(head.seq / checkpointEvery) > Math.floor(startSeq / checkpointEvery);
    if (head && crossed) await recordCheckpoint(trx, chain, head, now);
  }
};

/** Appends entries, in the given order, to their organisations' hash chains in one transaction. */
export const appendToChains = async (db: Db, entries: TimedAuditEntry[]): Promise<void> => {
  if (entries.length === 0) return;
  await inTransaction(db, async (trx) => {
    const chains = [...new Set(entries.map((entry) => chainKey(entry.organizationId)))];
    await lockChains(trx, chains);
    const heads = new Map<string, ChainHead>();
    for (const chain of chains) {
      const head = await findChainHead(trx, chain);
      if (head) heads.set(chain, head);
    }
    const startSeqs = new Map(chains.map((chain) => [chain, heads.get(chain)?.seq ?? 0]));
    const rows = entries.map((entry) => {
      const chain = chainKey(entry.organizationId);
      const row = toRow(entry, chain, heads.get(chain) ?? { seq: 0, hash: genesisHash });
      heads.set(chain, { seq: row.seq, hash: row.hash });
      return row;
    });
    await insertAuditLogs(trx, rows);
    await addToCounts(trx, tally(rows));
    await checkpointCrossedHeads(trx, startSeqs, heads, entries[entries.length - 1].createdAt);
  });
};
