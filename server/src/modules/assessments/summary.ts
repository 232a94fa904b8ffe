import type { AssessmentRow, AssessmentStatus } from '../../db/schema';
import type { FrameworkId } from '@/contracts/enums';

export type AssessmentSummary = {
  id: string;
  framework: FrameworkId;
  status: AssessmentStatus;
  score: number | null;
  startedBy: string | null;
  startedAt: string;
  completedAt: string | null;
};

export const toSummary = (row: AssessmentRow): AssessmentSummary => ({
  id: row.id,
  framework: row.framework as FrameworkId,
  status: row.status,
  score: row.score === null ? null : Number(row.score),
  startedBy: row.started_by,
  startedAt: row.started_at,
  completedAt: row.completed_at,
});
