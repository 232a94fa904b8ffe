import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogFilters as AuditFilters } from '@/contracts/auditLogs';
import {
  countUpTo,
  indexable,
  isPostgres,
  type ListCursor,
  type ListedRow,
  listedColumns,
  matching,
  olderThan,
  type SearchLimits,
  searchLimits,
} from './listScope';
import { sqliteSearchBatch, sqliteSearchCount, sqliteSearchPage } from './listSearch';
import { postgresSearchPage } from './postgresSearch';

export { type ListCursor, type ListedRow, type SearchLimits, searchLimits } from './listScope';

const searchOnSqlite = (db: Db, filters: AuditFilters): filters is AuditFilters & { search: string } =>
  Boolean(filters.search) && !isPostgres(db);

/** Every matching row counted: an export's exact figure. */
export const countMatching = async (
  db: Db,
  organizationId: string,
  filters: AuditFilters,
  upToSeq?: number,
  limits: SearchLimits = searchLimits,
): Promise<number> => {
  const scope = { organizationId, filters, upToSeq };
  if (searchOnSqlite(db, filters)) return sqliteSearchCount(db, scope, filters.search, Infinity, limits);
  const row = await matching(db, scope)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row.count);
};

export type SearchPage = {
  rows: ListedRow[];
  /** Matching rows, counted no further than the cap. */
  total: number;
  /** More rows match than total: counting stopped at the cap. */
  totalIsLowerBound: boolean;
};

/** A page of a search, newest first, with its total counted up to limits.countCap. */
export const findSearchPage = async (
  db: Db,
  organizationId: string,
  filters: AuditFilters & { search: string },
  limit: number,
  offset: number,
  limits: SearchLimits = searchLimits,
): Promise<SearchPage> => {
  const scope = { organizationId, filters };
  const countTo = limits.countCap + 1;
  let rows: ListedRow[];
  let matched: number;
  if (isPostgres(db)) {
    // Two connections of the pool: the page and the bounded count run side by side.
    [rows, matched] = await Promise.all([
      indexable(filters.search)
        ? postgresSearchPage(db, scope, filters.search, { limit, offset }, limits)
        : findPage(db, organizationId, filters, limit, offset),
      countUpTo(db, matching(db, scope).select(sql`1`.as('one')), countTo),
    ]);
  } else {
    ({ rows, matched } = await sqliteSearchPage(
      db,
      scope,
      filters.search,
      { limit, offset, countUpTo: countTo },
      limits,
    ));
  }
  const totalIsLowerBound = matched > limits.countCap;
  return { rows, total: totalIsLowerBound ? limits.countCap : matched, totalIsLowerBound };
};

export const findPage = (
  db: Db,
  organizationId: string,
  filters: AuditFilters,
  limit: number,
  offset: number,
): Promise<ListedRow[]> =>
  matching(db, { organizationId, filters })
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
  limits: SearchLimits = searchLimits,
): Promise<ListedRow[]> => {
  const scope = { organizationId, filters, upToSeq };
  if (searchOnSqlite(db, filters)) return sqliteSearchBatch(db, scope, filters.search, after, limit, limits);
  return matching(db, scope, after ? [olderThan(after)] : [])
    .select(listedColumns)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
};
