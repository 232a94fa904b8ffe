import { baseApi } from '@/api/baseApi';
import type { MyWork } from '@/contracts/myWork';
import { myWorkText } from '@/features/myWork/constants';

/** A refresh every few minutes keeps the top bar's count current while the member works elsewhere. */
export const MY_WORK_POLL_INTERVAL_MS = 300_000;

export const myWorkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyWork: build.query<MyWork, void>({
      query: () => 'my-work',
      // What changes a task, a thread, a control list or evidence may change what waits for the member.
      providesTags: ['Task', 'Comment', 'ControlList', 'Evidence'],
      extraOptions: { fallbackMessage: myWorkText.loadFailed },
    }),
  }),
});

export const { useGetMyWorkQuery } = myWorkApi;
