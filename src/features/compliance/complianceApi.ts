import { baseApi } from '@/api/baseApi';
import type { FrameworkId } from '@/contracts/enums';
import { complianceText } from '@/features/compliance/constants';
import type { Heatmap } from '@/contracts/dashboard';

export const complianceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getComplianceHeatmap: build.query<Heatmap, FrameworkId>({
      query: (framework) => ({ url: 'dashboard/compliance-heatmap', params: { framework } }),
      providesTags: ['HeatMap'],
      extraOptions: { fallbackMessage: complianceText.loadFailed },
    }),
  }),
});

export const { useGetComplianceHeatmapQuery } = complianceApi;
