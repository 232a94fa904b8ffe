import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/app/store';
import { assessmentText } from '@/features/assessments/constants';
import type { FrameworkId } from '@/contracts/enums';
import type { RunAssessmentResult } from '@/contracts/dashboard';

/** The dashboard's and the heat map's buttons share one run: its state is this mutation's, under this key. */
export const RUN_ASSESSMENT_KEY = 'run-assessment';

export const assessmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC §7: the dashboard sends no framework (every framework in use), the heat map its selected one. The server
     * answers once the runs have ended, saying how each ended.
     */
    runAssessment: build.mutation<RunAssessmentResult, FrameworkId | undefined>({
      query: (framework) => ({
        url: 'dashboard/run-assessment',
        method: 'POST',
        body: framework ? { framework } : {},
      }),
      extraOptions: { fallbackMessage: assessmentText.failed },
    }),
  }),
});

const selectSharedRun = assessmentsApi.endpoints.runAssessment.select({
  fixedCacheKey: RUN_ASSESSMENT_KEY,
  requestId: undefined,
});

export const selectAssessmentRunning = (state: RootState): boolean => selectSharedRun(state).isLoading;
