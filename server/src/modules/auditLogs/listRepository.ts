import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogRow } from '../../db/schema';
import type { AuditLogFilters as AuditFilters } from '../../../../src/contracts/auditLogs';

const listedColumns = [
  'id',
  'action',
  'severity',
  'category',
  'details',
  'user_label',
  'created_at',
  'ip_address',
  'resource',
  'seq',
] as const;

export type ListedRow = Pick<AuditLogRow, (typeof listedColumns)[number]>;

/** Where an export batch ends: the next one starts after this row in newest-first order. */
export type ListCursor = { createdAt: string; seq: number };

const searchedColumns = ['action', 'details', 'user_label', 'resource'] as const;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The organisation's rows that pass the filters; upToSeq bounds an export to the rows that existed when it began. */
const matching = (db: Db, organizationId: string, filters: AuditFilters, upToSeq?: number) => {
  let query = db.selectFrom('audit_logs').where('organization_id', '=', organizationId);
  if (filters.category) query = query.where('category', '=', filters.category);
  if (filters.severity) query = query.where('severity', '=', filters.severity);
  if (upToSeq !== undefined) query = query.where('seq', '<=', upToSeq);
  const { search } = filters;
  if (search) {
    const pattern = `%${likeEscaped(search)}%`;
    query = query.where((eb) =>
      eb.or(
        searchedColumns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`),
      ),
    );
  }
  return query;
};

export const countMatching = async (db: Db, organizationId: string, filters: AuditFilters, upToSeq?: number) => {
  const row = await matching(db, organizationId, filters, upToSeq)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row.count);
};

export const findPage = (
  db: Db,
  organizationId: string,
  filters: AuditFilters,
  limit: number,
  offset: number,
): Promise<ListedRow[]> =>
  matching(db, organizationId, filters)
    .select(listedColumns)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

/** Keyset pagination in newest-first order, so every batch of a long export costs the same. */
export const findBatchAfter = (
  db: Db,
  organizationId: string,
  filters: AuditFilters,
  upToSeq: number,
  after: ListCursor | null,
  limit: number,
): Promise<ListedRow[]> => {
  let query = matching(db, organizationId, filters, upToSeq);
  if (after) {
    // The redundant created_at <= bound gives both databases an index range to start from.
    query = query
      .where('created_at', '<=', after.createdAt)
      .where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb('seq', '<', after.seq)]));
  }
  return query.select(listedColumns).orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(limit).execute();
};
