import type { FrameworkId } from '@/contracts/enums';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { enforceLimit } from '../../core/rateLimits/enforce';
import type { JobLog } from '../../jobs/types';
import { findFrameworksInUse } from './frameworksInUse';
import { findAssessment } from './repository';
import { AssessmentFailed, runAssessment } from './runAssessment';
import { toSummary } from './summary';
import { type AssessmentRun, assessmentRunNotFoundMessage, type RunAssessmentResult } from '@/contracts/dashboard';

export const tooManyRunsMessage = 'Too many assessment runs. Please try again in a minute.';

type AssessmentRunOutcome = RunAssessmentResult['runs'][number];

export type RunDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'log' | 'rateLimiter' | 'limits'>;

/**
 * Run Assessment: the requested framework's assessment, or one for each framework in use, each run to its end. A run
 * whose evaluation fails is stored and answered as failed, and logged; the others still run.
 */
export const runRequestedAssessments = async (
  deps: RunDeps,
  actor: MemberActor,
  framework: FrameworkId | undefined,
  log: Pick<JobLog, 'error'>,
): Promise<AssessmentRunOutcome[]> => {
  const { organizationId } = actor;
  await enforceLimit(
    deps.rateLimiter,
    `assessment-run:org:${organizationId}`,
    deps.limits.runAssessment,
    tooManyRunsMessage,
  );
  const selected = framework ? [framework] : await findFrameworksInUse(deps.db, organizationId);
  const runs: AssessmentRunOutcome[] = [];
  for (const id of selected) {
    try {
      runs.push({ id: (await runAssessment(deps, actor, id)).id, framework: id, status: 'completed' });
    } catch (error) {
      if (!(error instanceof AssessmentFailed)) throw error;
      log.error({ err: error.cause, framework: id }, 'assessment failed');
      runs.push({ id: error.run.id, framework: id, status: 'failed' });
    }
  }
  return runs;
};

/** One of the organisation's assessment runs; another organisation's run is one that does not exist. */
export const findAssessmentRun = async (
  deps: Pick<AppDeps, 'db'>,
  organizationId: string,
  id: string,
): Promise<AssessmentRun> => {
  const row = await findAssessment(deps.db, organizationId, id);
  if (!row) throw new AppError(404, assessmentRunNotFoundMessage);
  const { framework, status, startedAt, completedAt } = toSummary(row);
  return { id: row.id, framework, status, startedAt, completedAt };
};
