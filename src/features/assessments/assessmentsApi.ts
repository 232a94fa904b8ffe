import { baseApi } from '@/api/baseApi';
import { assessmentText } from '@/features/assessments/constants';
import type { FrameworkId } from '@/contracts/enums';
import type { AssessmentRun, RunAssessmentResult } from '@/contracts/dashboard';

export const assessmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: the dashboard sends no framework (every framework in use), the heat map its selected one. */
    runAssessment: build.mutation<RunAssessmentResult, FrameworkId | undefined>({
      query: (framework) => ({
        url: 'dashboard/run-assessment',
        method: 'POST',
        body: framework ? { framework } : {},
      }),
      extraOptions: { fallbackMessage: assessmentText.failed },
    }),
    /** Whether a run that Run Assessment started is still running; asked afresh each time, never cached. */
    getAssessmentRun: build.query<AssessmentRun, string>({
      query: (id) => `dashboard/assessment-runs/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});
