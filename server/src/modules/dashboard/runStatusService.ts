import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { findAssessment, toSummary } from '../assessments';
import { type AssessmentRun, assessmentRunNotFoundMessage } from '@/contracts/dashboard';

/** Where one of the organisation's assessment runs stands; another organisation's run is one that does not exist. */
export const findAssessmentRun = async (db: Db, organizationId: string, id: string): Promise<AssessmentRun> => {
  const row = await findAssessment(db, organizationId, id);
  if (!row) throw new AppError(404, assessmentRunNotFoundMessage);
  const { framework, status, startedAt, completedAt } = toSummary(row);
  return { id: row.id, framework, status, startedAt, completedAt };
};
