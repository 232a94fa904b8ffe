import { sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  all,
  countUpTo,
  type ListCursor,
  type ListedRow,
  listedColumns,
  notOlderThan,
  olderThan,
  type Scope,
  type SearchLimits,
  scopeConditions,
  substringOf,
  yieldToOthers,
} from './listScope';

/**
 * The search read without its index, newest first, a window of rows a statement. On either database this finds a
 * page whose matches are among the newest rows in a statement or two; SQLite also reads a search too short for
 * trigrams this way. No statement examines more than a window, so a long walk yields to other requests.
 */

export type Walk = { after: ListCursor | null; skip: number; take: number; countUpTo: number; windows?: number };

/** next: where the walk stopped (null: at the trail's end). matched is exact whenever take was not met. */
export type Walked = { rows: ListedRow[]; matched: number; next: ListCursor | null };

/**
 * Newest first through the organisation's (filtered) rows, one window of scanWindow rows a statement: the rows at
 * positions skip..skip+take-1 among the matches, and the matches counted up to countUpTo (or the end).
 */
export const scanWalk = async (
  db: Db,
  scope: Scope,
  search: string,
  walk: Walk,
  limits: SearchLimits,
): Promise<Walked> => {
  const rows: ListedRow[] = [];
  let matched = 0;
  let cursor = walk.after;
  for (let round = 1; ; round += 1) {
    const edge = await db
      .selectFrom('audit_logs')
      .select(['created_at', 'seq'])
      .where(all([...scopeConditions(scope), ...(cursor ? [olderThan(cursor)] : [])]))
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(1)
      .offset(limits.scanWindow - 1)
      .executeTakeFirst();
    const window = [
      ...scopeConditions(scope),
      ...(cursor ? [olderThan(cursor)] : []),
      ...(edge ? [notOlderThan({ createdAt: edge.created_at, seq: edge.seq })] : []),
      substringOf(search),
    ];
    const inWindow = () => db.selectFrom('audit_logs').where(all(window));
    let counted: number | null = null;
    const wanted = walk.take - rows.length;
    if (wanted > 0) {
      const skipHere = Math.max(0, walk.skip - matched);
      if (skipHere > 0) {
        const { n } = await inWindow()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        counted = Number(n);
      }
      if (counted === null || counted > skipHere) {
        const found = await inWindow()
          .select(listedColumns)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .limit(wanted)
          .offset(skipHere)
          .execute();
        rows.push(...found);
        // Fewer than asked: the window held exactly the skipped rows and these.
        if (counted === null && found.length < wanted) counted = skipHere + found.length;
      }
    }
    if (counted === null && matched < walk.countUpTo) {
      counted = await countUpTo(db, inWindow().select(sql`1`.as('one')), walk.countUpTo - matched);
    }
    matched += counted ?? 0;
    const done = rows.length >= walk.take && matched >= walk.countUpTo;
    if (!edge) return { rows, matched, next: null };
    cursor = { createdAt: edge.created_at, seq: edge.seq };
    if (done || round === walk.windows) return { rows, matched, next: cursor };
    await yieldToOthers();
  }
};
