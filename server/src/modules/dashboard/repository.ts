import type { Db } from '../../db/database';
import type { AuditSeverity, ControlStatus } from '../../db/schema';
import type { FrameworkId } from '../../frameworks/types';

export type RankedAssessment = { id: string; framework: FrameworkId; score: number; completedAt: string; position: number };

export type StoredResult = {
  assessmentId: string;
  controlId: string;
  category: string;
  status: ControlStatus;
  score: number;
  issues: string;
  checkedAt: string;
};

/** The `perFramework` newest completed assessments of every framework, in one query. */
export const findNewestCompletedAssessments = async (db: Db, organizationId: string, perFramework: number) => {
  const ranked = db
    .selectFrom('assessments')
    .select((eb) => [
      'id',
      'framework',
      'score',
      'completed_at',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('framework').orderBy('completed_at', 'desc').orderBy('started_at', 'desc'))
        .as('position'),
    ])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'completed');
  const rows = await db.selectFrom(ranked.as('ranked')).selectAll().where('position', '<=', perFramework).execute();
  // PostgreSQL returns row_number() as a bigint string.
  return rows.map(
    (row): RankedAssessment => ({
      id: row.id,
      framework: row.framework as FrameworkId,
      score: Number(row.score),
      completedAt: row.completed_at ?? '',
      position: Number(row.position),
    }),
  );
};

const resultColumns = [
  'control_results.assessment_id as assessmentId',
  'control_results.control_id as controlId',
  'control_results.category',
  'control_results.status',
  'control_results.score',
  'control_results.issues',
  'control_results.checked_at as checkedAt',
] as const;

export const findResultsOf = async (db: Db, assessmentIds: string[]): Promise<StoredResult[]> => {
  if (assessmentIds.length === 0) return [];
  return db.selectFrom('control_results').select(resultColumns).where('assessment_id', 'in', assessmentIds).execute();
};

/** The results of the newest completed assessment of one framework, each with when that assessment finished. */
export const findLatestResults = (db: Db, organizationId: string, framework: FrameworkId) =>
  db
    .selectFrom('control_results')
    .innerJoin('assessments', 'assessments.id', 'control_results.assessment_id')
    .select(resultColumns)
    .select('assessments.completed_at as assessedAt')
    .where('control_results.assessment_id', '=', (eb) =>
      eb
        .selectFrom('assessments')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('framework', '=', framework)
        .where('status', '=', 'completed')
        .orderBy('completed_at', 'desc')
        .orderBy('started_at', 'desc')
        .limit(1),
    )
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

export type ActivityRow = {
  id: string;
  action: string;
  details: string;
  severity: AuditSeverity;
  createdAt: string;
  user: string;
};

export const findRecentActivity = (db: Db, organizationId: string, limit: number): Promise<ActivityRow[]> =>
  db
    .selectFrom('audit_logs')
    .select(['id', 'action', 'details', 'severity', 'created_at as createdAt', 'user_label as user'])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
