import type { IssueSource } from './issueSources';
import type { Db } from '../../db/database';
import type { AssessmentRow, AssessmentStatus } from '../../db/schema';
import type { FrameworkId } from '@/contracts/enums';
import type { ControlResult } from './evaluate';

export type StoredControlResult = ControlResult & { checkedAt: string };

export const insertRunningAssessment = async (
  db: Db,
  row: { id: string; organizationId: string; framework: FrameworkId; startedBy: string | null; startedAt: string },
): Promise<void> => {
  await db
    .insertInto('assessments')
    .values({
      id: row.id,
      organization_id: row.organizationId,
      framework: row.framework,
      status: 'running',
      score: null,
      started_by: row.startedBy,
      started_at: row.startedAt,
      completed_at: null,
    })
    .execute();
};

/** Ends a run still marked running; false when it had already ended. */
export const finishAssessment = async (
  db: Db,
  id: string,
  outcome: { status: Exclude<AssessmentStatus, 'running'>; score: number | null; completedAt: string },
): Promise<boolean> => {
  const result = await db
    .updateTable('assessments')
    .set({ status: outcome.status, score: outcome.score, completed_at: outcome.completedAt })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const insertControlResults = async (
  db: Db,
  assessmentId: string,
  results: ControlResult[],
  checkedAt: string,
  sources?: ReadonlyMap<string, IssueSource[]>,
) => {
  if (results.length === 0) return;
  await db
    .insertInto('control_results')
    .values(
      results.map((result) => ({
        assessment_id: assessmentId,
        control_id: result.controlId,
        category: result.category,
        status: result.status,
        score: result.score,
        issues: JSON.stringify(result.issues),
        checked_at: checkedAt,
        issue_sources: sources ? JSON.stringify(sources.get(result.controlId) ?? []) : null,
      })),
    )
    .execute();
};

export const findAssessment = (db: Db, organizationId: string, id: string): Promise<AssessmentRow | undefined> =>
  db
    .selectFrom('assessments')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();

export const findRunningAssessment = (
  db: Db,
  organizationId: string,
  framework: FrameworkId,
): Promise<AssessmentRow | undefined> =>
  db
    .selectFrom('assessments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('status', '=', 'running')
    .executeTakeFirst();

export const findCompletedAssessments = (db: Db, organizationId: string, framework: FrameworkId, limit: number) =>
  db
    .selectFrom('assessments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();

export const findControlResults = async (db: Db, assessmentId: string): Promise<StoredControlResult[]> => {
  const rows = await db.selectFrom('control_results').selectAll().where('assessment_id', '=', assessmentId).execute();
  return rows.map((row) => ({
    controlId: row.control_id,
    category: row.category,
    status: row.status,
    score: Number(row.score),
    issues: JSON.parse(row.issues) as string[],
    checkedAt: row.checked_at,
  }));
};

export const findUserName = async (db: Db, organizationId: string, userId: string): Promise<string | undefined> => {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.name;
};
