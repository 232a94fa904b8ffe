import { baseApi } from '@/api/baseApi';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import type { RunAssessmentResult } from '@/contracts/dashboard';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { assessmentsApi } from '@/features/assessments/assessmentsApi';
import { assessmentText } from '@/features/assessments/constants';
import { followRuns } from '@/features/assessments/followRuns';
import { toastShown } from '@/features/toasts/toastsSlice';

/**
 * SPEC §4/§8: the shared Run Assessment of the dashboard and the heat map. The server evaluates in the background,
 * so the open screen reloads once the server says every run started has ended. Resolves to whether it started.
 */
export const runAssessment = createAppAsyncThunk(
  'assessments/run',
  async (framework: FrameworkId | undefined, { dispatch }) => {
    dispatch(toastShown({ kind: 'info', message: assessmentText.starting }));
    let started: RunAssessmentResult;
    try {
      started = await dispatch(assessmentsApi.endpoints.runAssessment.initiate(framework, { track: false })).unwrap();
    } catch {
      dispatch(toastShown({ kind: 'error', message: assessmentText.failed }));
      return false;
    }
    dispatch(toastShown({ kind: 'success', message: assessmentText.started }));
    const failed = await followRuns(dispatch, started.runs);
    for (const run of failed) {
      dispatch(toastShown({ kind: 'error', message: assessmentText.runFailed(frameworkLabels[run.framework]) }));
    }
    dispatch(baseApi.util.invalidateTags(['Dashboard', 'HeatMap']));
    return true;
  },
  // The slice imports this thunk for its lifecycle, so its selector cannot be imported back here.
  { condition: (_, { getState }) => !getState().assessments?.running },
);
