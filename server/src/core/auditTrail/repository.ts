import type { Db } from '../../db/database';
import type { AuditLogCountsTable, NewAuditLog } from '../../db/schema';
import type { ChainHead } from './chain';

// 14 columns a row: 500 rows stay far below SQLite's and PostgreSQL's bound-parameter limits.
const insertBatchSize = 500;

export const insertAuditLogs = async (db: Db, rows: NewAuditLog[]): Promise<void> => {
  for (let start = 0; start < rows.length; start += insertBatchSize) {
    await db
      .insertInto('audit_logs')
      .values(rows.slice(start, start + insertBatchSize))
      .execute();
  }
};

export const addToCounts = async (db: Db, tallies: AuditLogCountsTable[]): Promise<void> => {
  if (tallies.length === 0) return;
  await db
    .insertInto('audit_log_counts')
    .values(tallies)
    .onConflict((conflict) =>
      conflict
        .columns(['chain', 'category', 'severity'])
        .doUpdateSet((eb) => ({ count: eb(eb.ref('audit_log_counts.count'), '+', eb.ref('excluded.count')) })),
    )
    .execute();
};

export const findCounts = (db: Db, chain: string) =>
  db.selectFrom('audit_log_counts').select(['category', 'severity', 'count']).where('chain', '=', chain).execute();

export const findChainHead = (db: Db, chain: string): Promise<ChainHead | undefined> =>
  db
    .selectFrom('audit_logs')
    .select(['seq', 'hash'])
    .where('chain', '=', chain)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The next rows of a chain after `afterSeq`, in chain order. */
export const findChainRows = (db: Db, chain: string, afterSeq: number, limit: number) =>
  db
    .selectFrom('audit_logs')
    .selectAll()
    .where('chain', '=', chain)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();

/** A row of the organisation (null: of no organisation) that is not in the chain it belongs to. */
export const findRowOutsideChain = (db: Db, organizationId: string | null, chain: string) =>
  db
    .selectFrom('audit_logs')
    .selectAll()
    .where('organization_id', organizationId === null ? 'is' : '=', organizationId)
    .where('chain', '<>', chain)
    .limit(1)
    .executeTakeFirst();
