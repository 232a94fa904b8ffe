import { baseApi, type ApiEnvelope } from '@/api/baseApi';
import { assessmentText } from '@/features/assessments/constants';
import type { FrameworkId } from '@/features/assessments/frameworks';
import type { RunAssessmentResult } from '@/features/assessments/types';

export const assessmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: the dashboard sends no framework (every framework in use), the heat map its selected one. */
    runAssessment: build.mutation<RunAssessmentResult, FrameworkId | undefined>({
      query: (framework) => ({
        url: 'dashboard/run-assessment',
        method: 'POST',
        body: framework ? { framework } : {},
      }),
      transformResponse: (response: ApiEnvelope<RunAssessmentResult>) => response.data,
      extraOptions: { fallbackMessage: assessmentText.failed },
    }),
  }),
});
