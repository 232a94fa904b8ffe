import { baseApi } from '@/api/baseApi';
import type { AssignOwnersBody, ControlSettings } from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import { controlListText } from '@/features/controls/listConstants';

export const controlListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listControls: build.query<ControlSettings[], FrameworkId>({
      query: (framework) => ({ url: 'controls', params: { framework } }),
      providesTags: ['ControlList'],
      extraOptions: { fallbackMessage: controlListText.loadFailed },
    }),
    assignOwners: build.mutation<{ updated: number }, AssignOwnersBody>({
      query: (body) => ({ url: 'controls/owners', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ControlList', 'HeatMap'] : []),
      extraOptions: { fallbackMessage: controlListText.assign.failed },
    }),
  }),
});

export const { useListControlsQuery, useAssignOwnersMutation } = controlListApi;
