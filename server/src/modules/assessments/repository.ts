import type { IssueSource } from './issueSources';
import type { Db } from '../../db/database';
import type { AssessmentRow, AssessmentStatus } from '../../db/schema';
import type { FrameworkId } from '@/contracts/enums';
import type { ExcludedControl } from '../controls';
import type { ControlResult } from './evaluate';

/** `sources`: the failing checks behind the issues, with where each signal came from. */
export type StoredControlResult = ControlResult & { checkedAt: string; sources: IssueSource[] };

/** An ended run: it is stored once, completed or failed, so no run is ever left running. */
export type EndedAssessment = {
  id: string;
  organizationId: string;
  framework: FrameworkId;
  status: Exclude<AssessmentStatus, 'running'>;
  score: number | null;
  startedBy: string | null;
  startedAt: string;
  completedAt: string;
  /** The controls left out of the run (and its score) by the organisation's approved exclusions. */
  excluded: ExcludedControl[];
};

export const insertAssessment = async (db: Db, run: EndedAssessment): Promise<void> => {
  await db
    .insertInto('assessments')
    .values({
      id: run.id,
      organization_id: run.organizationId,
      framework: run.framework,
      status: run.status,
      score: run.score,
      started_by: run.startedBy,
      started_at: run.startedAt,
      completed_at: run.completedAt,
      excluded_controls: JSON.stringify(run.excluded),
    })
    .execute();
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

export const findFrameworksWithCompletedAssessments = async (db: Db, organizationId: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('assessments')
    .select('framework')
    .distinct()
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'completed')
    .execute();
  return rows.map((row) => row.framework);
};

export const findControlResults = async (db: Db, assessmentId: string): Promise<StoredControlResult[]> => {
  const rows = await db.selectFrom('control_results').selectAll().where('assessment_id', '=', assessmentId).execute();
  return rows.map((row) => ({
    controlId: row.control_id,
    category: row.category,
    status: row.status,
    score: Number(row.score),
    issues: JSON.parse(row.issues) as string[],
    checkedAt: row.checked_at,
    sources: row.issue_sources ? (JSON.parse(row.issue_sources) as IssueSource[]) : [],
  }));
};

/** The control results of the framework's latest completed assessment: what a new run is compared with. */
export const findLatestCompletedResults = async (
  db: Db,
  organizationId: string,
  framework: FrameworkId,
): Promise<StoredControlResult[]> => {
  const latest = await db
    .selectFrom('assessments')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest ? findControlResults(db, latest.id) : [];
};
