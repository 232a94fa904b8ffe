import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { chainKey } from '../../core/auditTrail/chain';
import {
  countUpTo,
  type ListedRow,
  listedColumns,
  matching,
  olderThan,
  type Scope,
  type SearchLimits,
} from './listScope';
import { scanWalk } from './newestFirstWalk';

/**
 * PostgreSQL's side of a search page. Asked for the newest 20 matches, the planner walks the organisation's rows
 * newest first whenever it expects matches to be common; a term whose matches are all old (a batch number, last
 * year's vendor) then reads most of the tenant's trail to fill one page (1.2 s in a million rows). So the newest
 * window is read first; a page it leaves unfilled is read from the candidates of the organisation-led trigram indexes
 * (migration 026) when they are few enough to sort, and newest first otherwise, as on SQLite.
 */

const countCandidates = (db: Db, scope: Scope, extra: Expression<SqlBool>[], upTo: number) =>
  countUpTo(db, matching(db, scope, extra).select(sql`1`.as('one')), upTo);

/**
 * Every candidate's key read through the indexes first (MATERIALIZED keeps the planner from walking newest first to
 * meet the LIMIT), sorted, and only the page's rows read whole.
 */
const pageFromCandidates = (
  db: Db,
  scope: Scope,
  extra: Expression<SqlBool>[],
  take: number,
  skip: number,
): Promise<ListedRow[]> =>
  db
    .with(
      (cte) => cte('candidates').materialized(),
      () => matching(db, scope, extra).select(['created_at', 'seq']),
    )
    .selectFrom('audit_logs')
    .select(listedColumns)
    .where('chain', '=', chainKey(scope.organizationId))
    .where('seq', 'in', (eb) =>
      eb
        .selectFrom('candidates')
        .select('seq')
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(take)
        .offset(skip),
    )
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute() as Promise<ListedRow[]>;

/** The rows at offset..offset+limit-1 among the search's matches, newest first. */
export const postgresSearchPage = async (
  db: Db,
  scope: Scope,
  search: string,
  { limit, offset }: { limit: number; offset: number },
  limits: SearchLimits,
): Promise<ListedRow[]> => {
  const first = await scanWalk(
    db,
    scope,
    search,
    { after: null, skip: offset, take: limit, countUpTo: 0, windows: 1 },
    limits,
  );
  if (first.rows.length >= limit || !first.next) return first.rows;
  const older = [olderThan(first.next)];
  const rest = { skip: Math.max(0, offset - first.matched), take: limit - first.rows.length };
  const few = (await countCandidates(db, scope, older, limits.indexCandidates + 1)) <= limits.indexCandidates;
  const more = few
    ? await pageFromCandidates(db, scope, older, rest.take, rest.skip)
    : (await scanWalk(db, scope, search, { after: first.next, ...rest, countUpTo: 0 }, limits)).rows;
  return [...first.rows, ...more];
};
