import { baseApi } from '@/api/baseApi';
import type { AssignOwnersBody, ControlSettings } from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import { controlListText } from '@/features/controls/listConstants';

export const controlListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listControls: build.query<ControlSettings[], FrameworkId>({
      query: (framework) => ({ url: 'controls', params: { framework } }),
      // A control changed from its configuration dialog is invalidated by its own tag: the list reads it again too.
      providesTags: (controls = [], _error, framework) => [
        'ControlList',
        ...controls.map(({ controlId }) => ({ type: 'Control' as const, id: `${framework}:${controlId}` })),
      ],
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
