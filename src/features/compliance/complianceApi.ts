import { baseApi, type ApiEnvelope } from '@/api/baseApi';
import type { FrameworkId } from '@/features/assessments/frameworks';
import { complianceText } from '@/features/compliance/constants';
import type { HeatmapData } from '@/features/compliance/types';

export const complianceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getComplianceHeatmap: build.query<HeatmapData, FrameworkId>({
      query: (framework) => ({ url: 'dashboard/compliance-heatmap', params: { framework } }),
      transformResponse: (response: ApiEnvelope<HeatmapData>) => response.data,
      providesTags: ['HeatMap'],
      extraOptions: { fallbackMessage: complianceText.loadFailed },
    }),
  }),
});

export const { useGetComplianceHeatmapQuery } = complianceApi;
