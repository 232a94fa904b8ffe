import { baseApi } from '@/api/baseApi';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { assessmentsApi } from '@/features/assessments/assessmentsApi';
import { runFinished, runRequested, selectAssessmentRunning } from '@/features/assessments/assessmentsSlice';
import { ASSESSMENT_RELOAD_DELAY_MS, assessmentText } from '@/features/assessments/constants';
import type { FrameworkId } from '@/features/assessments/frameworks';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';

/**
 * SPEC §4/§8: the shared Run Assessment of the dashboard and the heat map. The server evaluates in the
 * background, so the open screen reloads a little later instead of at once. Resolves to whether it started.
 */
export const runAssessment = createAppAsyncThunk(
  'assessments/run',
  async (framework: FrameworkId | undefined, { dispatch }) => {
    dispatch(runRequested());
    dispatch(toastShown({ kind: 'info', message: assessmentText.starting }));
    try {
      await dispatch(assessmentsApi.endpoints.runAssessment.initiate(framework, { track: false })).unwrap();
    } catch {
      dispatch(toastShown({ kind: 'error', message: assessmentText.failed }));
      dispatch(runFinished());
      return false;
    }
    dispatch(toastShown({ kind: 'success', message: assessmentText.started }));
    await delay(ASSESSMENT_RELOAD_DELAY_MS);
    dispatch(baseApi.util.invalidateTags(['Dashboard', 'HeatMap']));
    dispatch(runFinished());
    return true;
  },
  { condition: (_, { getState }) => !selectAssessmentRunning(getState()) },
);
