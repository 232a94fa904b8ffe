import { baseApi } from '@/api/baseApi';
import { dashboardText } from '@/features/dashboard/constants';
import type { DashboardOverview } from '@/contracts/dashboard';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardOverview: build.query<DashboardOverview, void>({
      query: () => 'dashboard/overview',
      providesTags: ['Dashboard'],
      extraOptions: { fallbackMessage: dashboardText.loadFailed },
    }),
  }),
});

export const { useGetDashboardOverviewQuery } = dashboardApi;
