import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { reusableQuery } from '../../db/reusableQuery';
import type { AssessmentStatus } from '../../db/schema';
import type { ControlStatus, FrameworkId } from '@/contracts/enums';

// The heat map is read on every visit: each read compiles its SQL once (reusableQuery) and binds only values.

export type StoredResult = {
  controlId: string;
  category: string;
  status: ControlStatus;
  score: number;
  issues: string;
  checkedAt: string;
  issueSources: string | null;
};

const latestCompleted = reusableQuery((db: Db, organizationId: string, framework: string) =>
  db
    .selectFrom('assessments')
    .select(['id', 'completed_at as completedAt', 'excluded_controls as excludedControls'])
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('status', '=', sql.lit<AssessmentStatus>('completed'))
    .orderBy('completed_at', 'desc')
    .orderBy('started_at', 'desc')
    .limit(sql.lit(1)),
);

export const findLatestCompletedAssessment = async (db: Db, organizationId: string, framework: FrameworkId) => {
  const [row] = await latestCompleted(db, organizationId, framework);
  return row
    ? {
        id: row.id,
        completedAt: row.completedAt ?? '',
        excluded: row.excludedControls
          ? (JSON.parse(row.excludedControls) as { controlId: string; justification: string }[])
          : [],
      }
    : undefined;
};

export const findResultsOf = (db: Db, assessmentId: string): Promise<StoredResult[]> =>
  db
    .selectFrom('control_results')
    .select([
      'control_id as controlId',
      'category',
      'status',
      'score',
      'issues',
      'checked_at as checkedAt',
      'issue_sources as issueSources',
    ])
    .where('assessment_id', '=', assessmentId)
    .execute();
