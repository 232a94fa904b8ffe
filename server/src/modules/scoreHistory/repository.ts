import type { Db } from '../../db/database';
import type { ControlHistoryTable, ScoreHistoryTable } from '../../db/schema';
import type { FrameworkId } from '@/contracts/enums';

export type FailingCheck = { check: string; source: string | null };

export const upsertScoreDay = async (db: Db, row: ScoreHistoryTable): Promise<void> => {
  await db
    .insertInto('score_history')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['organization_id', 'framework', 'day']).doUpdateSet((eb) => ({
        score: eb.ref('excluded.score'),
        passed: eb.ref('excluded.passed'),
        warning: eb.ref('excluded.warning'),
        critical: eb.ref('excluded.critical'),
        total: eb.ref('excluded.total'),
        assessed_at: eb.ref('excluded.assessed_at'),
      })),
    )
    .execute();
};

/** Days a real assessment already wrote are kept: made-up days only fill the gaps between them. */
export const insertMissingScoreDays = async (db: Db, rows: ScoreHistoryTable[]): Promise<void> => {
  if (rows.length === 0) return;
  await db
    .insertInto('score_history')
    .values(rows)
    .onConflict((oc) => oc.columns(['organization_id', 'framework', 'day']).doNothing())
    .execute();
};

export const upsertControlDays = async (db: Db, rows: ControlHistoryTable[]): Promise<void> => {
  if (rows.length === 0) return;
  await db
    .insertInto('control_history')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['organization_id', 'framework', 'control_id', 'day']).doUpdateSet((eb) => ({
        score: eb.ref('excluded.score'),
        status: eb.ref('excluded.status'),
        failing_checks: eb.ref('excluded.failing_checks'),
        changed_check: eb.ref('excluded.changed_check'),
        changed_source: eb.ref('excluded.changed_source'),
      })),
    )
    .execute();
};

/** Each control as the latest day before `day` left it: what a new day's statuses are compared with. */
export const findControlsBefore = (db: Db, organizationId: string, framework: FrameworkId, day: string) =>
  db
    .selectFrom('control_history')
    .select(['control_id', 'status', 'failing_checks'])
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where((eb) =>
      eb(
        'day',
        '=',
        eb
          .selectFrom('control_history')
          .select((inner) => inner.fn.max('day').as('day'))
          .where('organization_id', '=', organizationId)
          .where('framework', '=', framework)
          .where('day', '<', day),
      ),
    )
    .execute();

const scoreColumns = ['framework', 'day', 'score', 'passed', 'warning', 'critical'] as const;

export type ScoreDayRow = Pick<ScoreHistoryTable, (typeof scoreColumns)[number]>;

export const findScoreDays = (db: Db, organizationId: string, since: string, framework?: FrameworkId) => {
  let query = db
    .selectFrom('score_history')
    .select(scoreColumns)
    .where('organization_id', '=', organizationId)
    .where('day', '>=', since);
  if (framework) query = query.where('framework', '=', framework);
  return query.orderBy('day').execute() as Promise<ScoreDayRow[]>;
};

/** A framework's last day before `since`: where a combined history starts for a framework not assessed since. */
export const findScoreDayBefore = (db: Db, organizationId: string, framework: FrameworkId, since: string) =>
  db
    .selectFrom('score_history')
    .select(scoreColumns)
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('day', '<', since)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<ScoreDayRow | undefined>;

export const findControlDays = (
  db: Db,
  organizationId: string,
  framework: FrameworkId,
  controlId: string,
  since: string,
) =>
  db
    .selectFrom('control_history')
    .select(['day', 'score', 'status', 'changed_check', 'changed_source'])
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('control_id', '=', controlId)
    .where('day', '>=', since)
    .orderBy('day')
    .execute();
