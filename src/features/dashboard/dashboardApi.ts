import { baseApi } from '@/api/baseApi';
import { dashboardText } from '@/features/dashboard/constants';
import type { DashboardOverview } from '@/contracts/dashboard';
import type { FrameworkId } from '@/contracts/enums';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardOverview: build.query<DashboardOverview, FrameworkId>({
      query: (framework) => ({ url: 'dashboard/overview', params: { framework } }),
      providesTags: ['Dashboard'],
      extraOptions: { fallbackMessage: dashboardText.loadFailed },
    }),
  }),
});

export const { useGetDashboardOverviewQuery } = dashboardApi;
