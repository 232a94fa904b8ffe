import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { chainKey } from '../../core/auditTrail/chain';
import {
  all,
  countUpTo,
  indexable,
  type ListCursor,
  type ListedRow,
  listedColumns,
  olderThan,
  type Scope,
  type SearchLimits,
  scopeConditions,
  substringOf,
} from './listScope';
import { scanWalk } from './newestFirstWalk';

/**
 * SQLite's side of the search (see migration 009): the FTS5 trigram table proposes rows, the exact substring
 * predicate decides. better-sqlite3 runs each statement on the event loop, so no statement here examines more than a
 * window of rows: a long search yields to other requests between windows instead of stalling every tenant.
 */

/** 2^40: a row's key in audit_search is its chain's number times this, plus its seq. */
export const searchKeySpan = 1_099_511_627_776;

const withSearchTables = (db: Db) =>
  db.withTables<{
    audit_search: { rowid: number };
    audit_search_chains: { id: number; chain: string };
    audit_search_moved: { chain: string };
  }>();

/** The organisation's stretch of the index: its chain's keys, from its first entry to its head or the export bound. */
type KeyRange = { base: number; lo: number; hi: number };

/**
 * Where the organisation's search reads: its key range; null when it has no rows; 'scan' when a row of its chain was
 * moved to another seq or chain (tampering), so that its index entries no longer name their rows.
 */
const indexOf = async (db: Db, scope: Scope): Promise<KeyRange | null | 'scan'> => {
  const chain = chainKey(scope.organizationId);
  const tables = withSearchTables(db);
  const [number, head, moved] = await Promise.all([
    tables.selectFrom('audit_search_chains').select('id').where('chain', '=', chain).executeTakeFirst(),
    tables
      .selectFrom('audit_logs')
      .select('seq')
      .where('chain', '=', chain)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst(),
    tables.selectFrom('audit_search_moved').select('chain').where('chain', '=', chain).executeTakeFirst(),
  ]);
  if (moved) return 'scan';
  if (!number || !head) return null;
  const base = number.id * searchKeySpan;
  const lastSeq = Math.min(scope.upToSeq ?? head.seq, head.seq, searchKeySpan - 1);
  return { base, lo: base, hi: base + Math.max(0, lastSeq) };
};

/** An FTS5 phrase: the trigram tokenizer turns it into consecutive trigrams, matched case-insensitively. */
const phrase = (search: string) => `"${search.replace(/"/g, '""')}"`;

/** Index entries of the range that contain the search (case folded): a superset of the rows the predicate keeps. */
const countCandidates = async (db: Db, search: string, range: KeyRange, upTo: number): Promise<number> => {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (
      select rowid from audit_search
      where audit_search match ${phrase(search)} and rowid between ${range.lo} and ${range.hi}
      limit ${upTo}
    )`.execute(db);
  return Number(rows[0]?.n ?? 0);
};

/**
 * The candidates of a stretch of keys joined to their rows and kept only where the exact predicate holds. CROSS JOIN
 * keeps SQLite reading the index first and each row by its (chain, seq) key.
 */
const indexedRows = (
  db: Db,
  scope: Scope,
  search: string,
  range: KeyRange,
  keys: { lo: number; hi: number },
  extra: Expression<SqlBool>[] = [],
) =>
  withSearchTables(db)
    .selectFrom('audit_search')
    .crossJoin('audit_logs')
    .where(sql<SqlBool>`audit_search match ${phrase(search)}`)
    .where(sql<SqlBool>`audit_search.rowid between ${keys.lo} and ${keys.hi}`)
    .where(sql<SqlBool>`audit_logs.chain = ${chainKey(scope.organizationId)}`)
    .where(sql<SqlBool>`audit_logs.seq = audit_search.rowid - ${range.base}`)
    .where(all([...scopeConditions(scope), substringOf(search), ...extra]));

/**
 * Few candidates: read them all, keep the matches, sort their keys newest first, then read the page's rows. Sorting
 * keys rather than whole rows keeps the sort small however long the texts are.
 */
const pageFromIndex = (
  db: Db,
  scope: Scope,
  search: string,
  range: KeyRange,
  extra: Expression<SqlBool>[],
  limit: number,
  offset: number,
): Promise<ListedRow[]> => {
  const pageKeys = indexedRows(db, scope, search, range, range, extra)
    .select('audit_logs.seq')
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.seq', 'desc')
    .limit(limit)
    .offset(offset);
  return db
    .selectFrom('audit_logs')
    .select(listedColumns)
    .where('chain', '=', chainKey(scope.organizationId))
    .where('seq', 'in', pageKeys)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute() as Promise<ListedRow[]>;
};

/**
 * Matching rows counted through the index, up to upTo, in one statement: FTS5 reads a phrase's doclists whole however
 * narrow the rowid range, so splitting the range would only repeat that read. The LIMIT stops it early.
 */
const countThroughIndex = (
  db: Db,
  scope: Scope,
  search: string,
  range: KeyRange,
  upTo: number,
  extra: Expression<SqlBool>[] = [],
): Promise<number> => countUpTo(db, indexedRows(db, scope, search, range, range, extra).select(sql`1`.as('one')), upTo);

/**
 * A page of a search and its total counted up to countUpTo. When the index proposes few enough candidates to sort,
 * the page is read from them while they are counted. Otherwise the newest window is scanned first: a common search
 * fills its page and its capped count there; what it leaves is counted through the index while the scan goes on
 * newest first, a window a statement.
 */
export const sqliteSearchPage = async (
  db: Db,
  scope: Scope,
  search: string,
  { limit, offset, countUpTo }: { limit: number; offset: number; countUpTo: number },
  limits: SearchLimits,
): Promise<{ rows: ListedRow[]; matched: number }> => {
  const range = indexable(search) ? await indexOf(db, scope) : 'scan';
  if (range === null) return { rows: [], matched: 0 };
  const walk = { after: null, skip: offset, take: limit, countUpTo };
  if (range === 'scan') return scanWalk(db, scope, search, walk, limits);
  // The page and the count side by side, here and below: two readers on SQLite's worker threads.
  if ((await countCandidates(db, search, range, limits.indexCandidates + 1)) <= limits.indexCandidates) {
    const [rows, matched] = await Promise.all([
      pageFromIndex(db, scope, search, range, [], limit, offset),
      countThroughIndex(db, scope, search, range, countUpTo),
    ]);
    return { rows, matched };
  }
  const first = await scanWalk(db, scope, search, { ...walk, windows: 1 }, limits);
  if (!first.next || (first.rows.length >= limit && first.matched >= countUpTo)) return first;
  const older = [olderThan(first.next)];
  const rest = { after: first.next, skip: Math.max(0, offset - first.matched), take: limit - first.rows.length };
  const counting =
    first.matched < countUpTo
      ? countThroughIndex(db, scope, search, range, countUpTo - first.matched, older)
      : Promise.resolve(0);
  const paging = async (): Promise<ListedRow[]> =>
    rest.take <= 0 ? [] : (await scanWalk(db, scope, search, { ...rest, countUpTo: 0 }, limits)).rows;
  const [more, restRows] = await Promise.all([counting, paging()]);
  return { rows: [...first.rows, ...restRows], matched: first.matched + more };
};

/** Every matching row counted (an export's exact figure), or up to upTo. */
export const sqliteSearchCount = async (
  db: Db,
  scope: Scope,
  search: string,
  upTo: number,
  limits: SearchLimits,
): Promise<number> => {
  const range = indexable(search) ? await indexOf(db, scope) : 'scan';
  if (range === null) return 0;
  const scanned = async () =>
    (await scanWalk(db, scope, search, { after: null, skip: 0, take: 0, countUpTo: upTo }, limits)).matched;
  if (range === 'scan') return scanned();
  // Many candidates: checking each row's text costs less than matching each one's trigrams.
  const candidates = await countCandidates(db, search, range, limits.indexCandidates + 1);
  return candidates > limits.indexCandidates ? scanned() : countThroughIndex(db, scope, search, range, upTo);
};

/** An export batch: the next `limit` matching rows after the cursor, newest first. */
export const sqliteSearchBatch = async (
  db: Db,
  scope: Scope,
  search: string,
  after: ListCursor | null,
  limit: number,
  limits: SearchLimits,
): Promise<ListedRow[]> => {
  const range = indexable(search) ? await indexOf(db, scope) : 'scan';
  if (range === null) return [];
  if (range !== 'scan') {
    const candidates = await countCandidates(db, search, range, limits.indexCandidates + 1);
    if (candidates <= limits.indexCandidates)
      return pageFromIndex(db, scope, search, range, after ? [olderThan(after)] : [], limit, 0);
  }
  return (await scanWalk(db, scope, search, { after, skip: 0, take: limit, countUpTo: 0 }, limits)).rows;
};
