import type { Db } from '../../db/database';
import type { AssessmentRow, AssessmentStatus } from '../../db/schema';
import type { FrameworkId } from '@/contracts/enums';
import { AppError } from '../../core/appError';
import { findAssessment } from './repository';

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

const pollMs = 50;
const joinTimeoutMs = 30_000;

/** Waits for an assessment started elsewhere (another process) to finish. */
export const awaitAssessment = async (db: Db, organizationId: string, id: string): Promise<AssessmentSummary> => {
  for (let waited = 0; waited < joinTimeoutMs; waited += pollMs) {
    const row = await findAssessment(db, organizationId, id);
    if (row && row.status !== 'running') return toSummary(row);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new AppError(409, 'An assessment is already running; try again shortly');
};
