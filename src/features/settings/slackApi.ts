import { baseApi } from '@/api/baseApi';
import type { SlackSettings, SlackWebhookInput } from '@/contracts/slack';

type SlackLifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SlackSettings }> };

/** Each change answers the Slack settings as stored: they replace the cached copy. */
const keepStored = async ({ dispatch, queryFulfilled }: SlackLifecycle) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(slackApi.util.upsertQueryData('getSlack', undefined, data));
  } catch {
    // Refused: the caller shows why.
  }
};

/** Settings > Organization: the organisation's Slack webhook, by its hint, and its last delivery. */
export const slackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSlack: build.query<SlackSettings, void>({
      query: () => 'settings/slack',
      providesTags: ['Slack'],
    }),
    saveSlackWebhook: build.mutation<SlackSettings, SlackWebhookInput>({
      query: (body) => ({ url: 'settings/slack', method: 'PUT', body }),
      onQueryStarted: (_body, api) => keepStored(api),
    }),
    removeSlackWebhook: build.mutation<SlackSettings, void>({
      query: () => ({ url: 'settings/slack', method: 'DELETE' }),
      onQueryStarted: (_arg, api) => keepStored(api),
    }),
    /** A refused test is still a delivery the server recorded: the status is read again either way. */
    sendSlackTest: build.mutation<SlackSettings, void>({
      query: () => ({ url: 'settings/slack/test', method: 'POST', body: {} }),
      invalidatesTags: (_result, error) => (error ? ['Slack'] : []),
      onQueryStarted: (_arg, api) => keepStored(api),
    }),
  }),
});

export const {
  useGetSlackQuery,
  useSaveSlackWebhookMutation,
  useRemoveSlackWebhookMutation,
  useSendSlackTestMutation,
} = slackApi;
