import type { AppDispatch } from '@/app/store';
import type { AssessmentRun, RunAssessmentResult } from '@/contracts/dashboard';
import { assessmentsApi } from '@/features/assessments/assessmentsApi';
import { ASSESSMENT_MAX_WAIT_MS, ASSESSMENT_POLL_INTERVAL_MS } from '@/features/assessments/constants';
import { delay } from '@/lib/delay';

export type StartedRun = RunAssessmentResult['runs'][number];

/** The run as the server sees it now, or null when it could not say (the base query has logged why). */
const fetchRun = async (dispatch: AppDispatch, id: string): Promise<AssessmentRun | null> => {
  const request = dispatch(
    assessmentsApi.endpoints.getAssessmentRun.initiate(id, { subscribe: false, forceRefetch: true }),
  );
  try {
    return await request.unwrap();
  } catch {
    return null;
  }
};

/**
 * Asks the server how the runs stand every ASSESSMENT_POLL_INTERVAL_MS until none is running, for at most
 * ASSESSMENT_MAX_WAIT_MS. A run the server cannot report on is no longer followed. Resolves to the runs that failed.
 */
export const followRuns = async (dispatch: AppDispatch, runs: StartedRun[]): Promise<StartedRun[]> => {
  const failed: StartedRun[] = [];
  let running = runs;
  for (let waited = 0; running.length > 0 && waited < ASSESSMENT_MAX_WAIT_MS; waited += ASSESSMENT_POLL_INTERVAL_MS) {
    await delay(ASSESSMENT_POLL_INTERVAL_MS);
    const statuses = await Promise.all(running.map(async (run) => (await fetchRun(dispatch, run.id))?.status));
    failed.push(...running.filter((_, index) => statuses[index] === 'failed'));
    running = running.filter((_, index) => statuses[index] === 'running');
  }
  return failed;
};
