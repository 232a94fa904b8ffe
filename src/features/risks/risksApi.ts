import { baseApi } from '@/api/baseApi';
import type { Pagination } from '@/contracts/paging';
import type {
  Risk,
  RiskAssessment,
  RiskAssessmentBody,
  RiskBody,
  RiskOptions,
  RiskOverview,
  RiskSuggestion,
  RiskToleranceInfo,
} from '@/contracts/risks';
import { riskAssessmentText, riskSuggestionsText, risksText as text } from '@/features/risks/constants';

export type RiskFilters = {
  category?: string;
  treatment?: string;
  aboveTolerance?: boolean;
  needsTreatment?: boolean;
  page?: number;
};

export type RiskList = { risks: Risk[]; pagination: Pagination; tolerance: RiskToleranceInfo };

const list = { type: 'Risk' as const, id: 'LIST' };
const overview = { type: 'Risk' as const, id: 'OVERVIEW' };
const suggestions = { type: 'Risk' as const, id: 'SUGGESTIONS' };
const assessments = { type: 'Risk' as const, id: 'ASSESSMENTS' };
const registerChanged = [list, overview, suggestions];

const queryOf = (filters: RiskFilters) => {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.treatment) params.set('treatment', filters.treatment);
  if (filters.aboveTolerance) params.set('aboveTolerance', 'true');
  if (filters.needsTreatment) params.set('needsTreatment', 'true');
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `risks?${query}` : 'risks';
};

export const risksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRisks: build.query<RiskList, RiskFilters>({
      query: queryOf,
      providesTags: [list],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getRiskOverview: build.query<RiskOverview, void>({
      query: () => 'risks/overview',
      providesTags: [overview],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getRiskOptions: build.query<RiskOptions, void>({
      query: () => 'risks/options',
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getRiskSuggestions: build.query<RiskSuggestion[], void>({
      query: () => 'risks/suggestions',
      transformResponse: (data: { suggestions: RiskSuggestion[] }) => data.suggestions,
      providesTags: [suggestions],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getRiskAssessments: build.query<RiskAssessment[], void>({
      query: () => 'risks/assessments',
      transformResponse: (data: { assessments: RiskAssessment[] }) => data.assessments,
      providesTags: [assessments],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    addRisk: build.mutation<Risk, RiskBody>({
      query: (body) => ({ url: 'risks', method: 'POST', body }),
      invalidatesTags: (result) => (result ? registerChanged : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    updateRisk: build.mutation<Risk, { riskId: string; body: RiskBody }>({
      query: ({ riskId, body }) => ({ url: `risks/${encodeURIComponent(riskId)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? registerChanged : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    acceptRiskSuggestion: build.mutation<Risk, string>({
      query: (checkId) => ({ url: `risks/suggestions/${encodeURIComponent(checkId)}/accept`, method: 'POST' }),
      invalidatesTags: (result) => (result ? registerChanged : []),
      extraOptions: { fallbackMessage: riskSuggestionsText.failed },
    }),
    recordRiskAssessment: build.mutation<RiskAssessment, RiskAssessmentBody>({
      query: (body) => ({ url: 'risks/assessments', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [assessments] : []),
      extraOptions: { fallbackMessage: riskAssessmentText.failed },
    }),
  }),
});

export const {
  useGetRisksQuery,
  useGetRiskOverviewQuery,
  useGetRiskOptionsQuery,
  useGetRiskSuggestionsQuery,
  useGetRiskAssessmentsQuery,
  useAddRiskMutation,
  useUpdateRiskMutation,
  useAcceptRiskSuggestionMutation,
  useRecordRiskAssessmentMutation,
} = risksApi;
