import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { reusableQuery } from '../../db/reusableQuery';
import type { AssessmentStatus } from '../../db/schema';
import { type AuditSeverity, type ControlStatus, type FrameworkId, frameworkIds } from '@/contracts/enums';

// The dashboard's reads run on every page load: each compiles its SQL once (reusableQuery) and binds only values.

export type StoredResult = {
  assessmentId: string;
  controlId: string;
  category: string;
  status: ControlStatus;
  score: number;
  issues: string;
  checkedAt: string;
};

const completed = sql.lit<AssessmentStatus>('completed');

const newestOfFramework = (db: Db, organizationId: string, framework: FrameworkId, count: number) =>
  db.selectFrom(
    db
      .selectFrom('assessments')
      .select(['id', 'framework', 'score', 'completed_at', 'started_at'])
      .where('organization_id', '=', organizationId)
      .where('framework', '=', sql.lit(framework))
      .where('status', '=', completed)
      .orderBy('completed_at', 'desc')
      .orderBy('started_at', 'desc')
      .limit(sql.lit(count))
      .as(`newest_${framework.toLowerCase()}`),
  );

// One bounded index range per framework, however many assessments an organisation has run over the years.
const newestTwo = reusableQuery((db: Db, ...organizationIds: [string, string, string, string]) =>
  frameworkIds
    .map((framework, index) => newestOfFramework(db, organizationIds[index], framework, 2).selectAll())
    .reduce((union, next) => union.unionAll(next)),
);

export type NewestAssessment = {
  id: string;
  framework: FrameworkId;
  score: number;
  completedAt: string;
  startedAt: string;
};

/** The two newest completed assessments of every framework, in one query (in no particular order). */
export const findNewestCompletedAssessments = async (db: Db, organizationId: string): Promise<NewestAssessment[]> => {
  const rows = await newestTwo(db, organizationId, organizationId, organizationId, organizationId);
  return rows.map((row) => ({
    id: row.id,
    framework: row.framework as FrameworkId,
    score: Number(row.score),
    completedAt: row.completed_at ?? '',
    startedAt: row.started_at,
  }));
};

export const findResultsOf = async (db: Db, assessmentIds: string[]): Promise<StoredResult[]> => {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('control_results')
    .select([
      'assessment_id as assessmentId',
      'control_id as controlId',
      'category',
      'status',
      'score',
      'issues',
      'checked_at as checkedAt',
    ])
    .where('assessment_id', 'in', assessmentIds)
    .execute();
};

export type ActivityRow = {
  id: string;
  action: string;
  details: string;
  severity: AuditSeverity;
  createdAt: string;
  user: string;
};

const recentActivity = reusableQuery((db: Db, organizationId: string, limit: number) =>
  db
    .selectFrom('audit_logs')
    .select(['id', 'action', 'details', 'severity', 'created_at as createdAt', 'user_label as user'])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit),
);

export const findRecentActivity = (db: Db, organizationId: string, limit: number): Promise<ActivityRow[]> =>
  recentActivity(db, organizationId, limit);
