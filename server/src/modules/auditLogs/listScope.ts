import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditLogRow } from '../../db/schema';
import { type AuditLogFilters as AuditFilters, auditLogSearchCountCap } from '@/contracts/auditLogs';

export const listedColumns = [
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

/** Which rows a list, count or export reads: upToSeq bounds an export to the rows that existed when it began. */
export type Scope = { organizationId: string; filters: AuditFilters; upToSeq?: number };

/**
 * How far a search goes before it changes method or stops counting. The defaults are the product's; tests shrink
 * them to reach every path with a few hundred rows.
 */
export type SearchLimits = {
  /** A search's total stops here: past it the list answers this bound and says it is a lower bound. */
  countCap: number;
  /** Up to this many index candidates, a page is read from the candidates and sorted; above, newest first. */
  indexCandidates: number;
  /** Rows of the trail one statement of a newest-first scan examines before it yields to other requests. */
  scanWindow: number;
};

export const searchLimits: SearchLimits = {
  countCap: auditLogSearchCountCap,
  indexCandidates: 20_000,
  scanWindow: 5_000,
};

export const searchedColumns = ['action', 'details', 'user_label', 'resource'] as const;

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** A trigram holds three characters: a shorter search has none, so no trigram index can propose its rows. */
export const indexable = (search: string) => [...search].length >= 3;

export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The search's meaning, unchanged from the unindexed version: a case-insensitive substring of any of the four
 * columns, with %, _ and \ taken literally. Every index only proposes rows; this predicate decides.
 * `unindexed`: PostgreSQL must not answer a search too short for trigrams from its trigram indexes (they would hand
 * back every row), so the column is wrapped where the index's expression cannot match it.
 */
export const substringOf = (search: string, unindexed = false): Expression<SqlBool> => {
  const pattern = `%${likeEscaped(search)}%`;
  return sql<SqlBool>`(${sql.join(
    searchedColumns.map((column) => {
      const ref = sql.ref(`audit_logs.${column}`);
      const subject = unindexed ? sql`(${ref} || '')` : ref;
      return sql`lower(${subject}) like lower(${pattern}) escape '\\'`;
    }),
    sql` or `,
  )})`;
};

/** The organisation, the choice filters and the export bound: everything but the search. */
export const scopeConditions = ({ organizationId, filters, upToSeq }: Scope): Expression<SqlBool>[] => {
  const conditions = [sql<SqlBool>`audit_logs.organization_id = ${organizationId}`];
  if (filters.category) conditions.push(sql<SqlBool>`audit_logs.category = ${filters.category}`);
  if (filters.severity) conditions.push(sql<SqlBool>`audit_logs.severity = ${filters.severity}`);
  if (upToSeq !== undefined) conditions.push(sql<SqlBool>`audit_logs.seq <= ${upToSeq}`);
  return conditions;
};

/** Rows after the cursor in newest-first order; the redundant created_at <= gives both databases an index range. */
export const olderThan = (after: ListCursor): Expression<SqlBool> =>
  sql<SqlBool>`(audit_logs.created_at <= ${after.createdAt} and (audit_logs.created_at < ${after.createdAt} or audit_logs.seq < ${after.seq}))`;

/** Rows at or before the cursor in newest-first order: the inclusive end of a scan window. */
export const notOlderThan = (edge: ListCursor): Expression<SqlBool> =>
  sql<SqlBool>`(audit_logs.created_at >= ${edge.createdAt} and (audit_logs.created_at > ${edge.createdAt} or audit_logs.seq >= ${edge.seq}))`;

type CountableQuery = Expression<unknown> & { limit: (limit: number) => Expression<unknown> };

/** The rows a query selects, counted up to upTo (all of them where upTo is Infinity): the LIMIT stops it early. */
export const countUpTo = async (db: Db, query: CountableQuery, upTo: number): Promise<number> => {
  const bounded = Number.isFinite(upTo) ? query.limit(upTo) : query;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${bounded}) as matches`.execute(db);
  // PostgreSQL returns count(*) as a bigint string.
  return Number(rows[0]?.n ?? 0);
};

export const all = (conditions: Expression<SqlBool>[]): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

/**
 * The organisation's rows that pass the filters, read without the SQLite search index: every list and export without
 * a search, and on PostgreSQL a search's count, its export, its page's candidates (postgresSearch) and a search too
 * short for trigrams, where the planner picks between the organisation-led trigram indexes and a newest-first scan.
 */
export const matching = (db: Db, scope: Scope, extra: Expression<SqlBool>[] = []) => {
  const { search } = scope.filters;
  const conditions = [...scopeConditions(scope), ...extra];
  if (search) conditions.push(substringOf(search, !indexable(search)));
  return db.selectFrom('audit_logs').where(all(conditions));
};

/** Lets the event loop serve other requests between two statements of a long SQLite walk (better-sqlite3 blocks). */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
