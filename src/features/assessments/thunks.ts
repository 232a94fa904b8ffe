import { baseApi } from '@/api/baseApi';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import type { RunAssessmentResult } from '@/contracts/dashboard';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { assessmentsApi, RUN_ASSESSMENT_KEY, selectAssessmentRunning } from '@/features/assessments/assessmentsApi';
import { ASSESSMENT_RELOAD_DELAY_MS, assessmentText } from '@/features/assessments/constants';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';

/**
 * SPEC §4/§8: the shared Run Assessment of the dashboard and the heat map. The server answers once the runs have
 * ended; each failed run is named, and the open screen reloads ASSESSMENT_RELOAD_DELAY_MS later. Resolves to whether
 * the server ran it.
 */
export const runAssessment = createAppAsyncThunk(
  'assessments/run',
  async (framework: FrameworkId | undefined, { dispatch }) => {
    dispatch(toastShown({ kind: 'info', message: assessmentText.starting }));
    let result: RunAssessmentResult;
    try {
      result = await dispatch(
        assessmentsApi.endpoints.runAssessment.initiate(framework, { fixedCacheKey: RUN_ASSESSMENT_KEY }),
      ).unwrap();
    } catch {
      dispatch(toastShown({ kind: 'error', message: assessmentText.failed }));
      return false;
    }
    dispatch(toastShown({ kind: 'success', message: assessmentText.started }));
    for (const run of result.runs.filter(({ status }) => status === 'failed')) {
      dispatch(toastShown({ kind: 'error', message: assessmentText.runFailed(frameworkLabels[run.framework]) }));
    }
    await delay(ASSESSMENT_RELOAD_DELAY_MS);
    dispatch(baseApi.util.invalidateTags(['Dashboard', 'HeatMap']));
    return true;
  },
  { condition: (_, { getState }) => !selectAssessmentRunning(getState()) },
);
