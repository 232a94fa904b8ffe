import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/app/store';
import type { ThunkExtra } from '@/app/thunkExtra';
import {
  CONNECT_DELAY_MS,
  CONNECTED_CONTROLS,
  CONNECTED_ISSUES,
  integrationRequestErrors as errors,
  integrationsText,
  JUST_NOW,
  REFRESH_ALL_DELAY_MS,
  SYNC_DELAY_MS,
  TEST_CONNECTION_DELAY_MS,
} from '@/features/integrations/constants';
import { sampleIntegrations } from '@/features/integrations/sampleIntegrations';
import type { Integration } from '@/features/integrations/types';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';
import { randomInt } from '@/lib/randomInt';

const refused = (error: string): { error: FetchBaseQueryError } => ({ error: { status: 'CUSTOM_ERROR', error } });

/** A connection can be (re)started from these; 'error' is displayed but never set (SPEC §4). */
const canConnect = (integration: Integration) => integration.status === 'available' || integration.status === 'error';

/** Until the server holds integrations, the cached list is their record: the sample endpoints read and check it. */
const cachedIntegrations = (state: unknown): Integration[] => selectIntegrationsResult(state as RootState).data ?? [];
const cachedIntegration = (state: unknown, id: string): Integration | undefined =>
  cachedIntegrations(state).find((item) => item.id === id);

const connectedIntegration = (state: unknown, id: string): Integration | undefined => {
  const integration = cachedIntegration(state, id);
  return integration?.status === 'connected' ? integration : undefined;
};

/** A refused request changed nothing, so there is nothing to show. */
const ignoreRefusal = () => undefined;

export const integrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<Integration[], void>({
      queryFn: () => ({ data: sampleIntegrations }),
      providesTags: ['Integration'],
      // The cache is the only copy of the sample list: dropping it would undo every connect and disconnect.
      keepUnusedDataFor: Infinity,
    }),
    connectIntegration: build.mutation<Integration, string>({
      queryFn: async (id, { getState, extra }) => {
        const integration = cachedIntegration(getState(), id);
        if (!integration) return refused(errors.unknown(id));
        if (integration.status === 'connected') return refused(errors.alreadyConnected(integration.name));
        await delay(CONNECT_DELAY_MS);
        const { random } = extra as ThunkExtra;
        return {
          data: {
            ...integration,
            status: 'connected',
            controls: randomInt(random, CONNECTED_CONTROLS.min, CONNECTED_CONTROLS.max),
            issues: randomInt(random, CONNECTED_ISSUES.min, CONNECTED_ISSUES.max),
            lastSync: JUST_NOW,
          },
        };
      },
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        const connecting = dispatch(
          integrationsApi.util.updateQueryData('getIntegrations', undefined, (items) => {
            const integration = items.find((item) => item.id === id);
            if (integration && canConnect(integration)) integration.status = 'connecting';
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(integrationSaved(data));
          dispatch(toastShown({ kind: 'success', message: integrationsText.connectedToast(data.name) }));
        } catch {
          connecting.undo();
        }
      },
    }),
    disconnectIntegration: build.mutation<Integration, string>({
      queryFn: (id, { getState }) => {
        const integration = cachedIntegration(getState(), id);
        if (!integration) return refused(errors.unknown(id));
        if (integration.status !== 'connected') return refused(errors.notConnected(integration.name));
        return { data: { ...integration, status: 'available', lastSync: null, controls: 0, issues: 0 } };
      },
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => {
          dispatch(integrationSaved(data));
          dispatch(toastShown({ kind: 'info', message: integrationsText.disconnectedToast(data.name) }));
        }, ignoreRefusal),
    }),
    syncIntegration: build.mutation<Integration, string>({
      queryFn: async (id, { getState }) => {
        const integration = connectedIntegration(getState(), id);
        if (!integration) return refused(errors.notConnected(id));
        await delay(SYNC_DELAY_MS);
        return { data: integration };
      },
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => {
          dispatch(toastShown({ kind: 'success', message: integrationsText.synced(data.name) }));
        }, ignoreRefusal),
    }),
    testIntegrationConnection: build.mutation<Integration, string>({
      queryFn: async (id, { getState }) => {
        const integration = connectedIntegration(getState(), id);
        if (!integration) return refused(errors.notConnected(id));
        await delay(TEST_CONNECTION_DELAY_MS);
        return { data: integration };
      },
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => {
          dispatch(toastShown({ kind: 'success', message: integrationsText.connectionWorks(data.name) }));
        }, ignoreRefusal),
    }),
    refreshAllIntegrations: build.mutation<Integration[], void>({
      queryFn: async (_arg, { getState }) => {
        await delay(REFRESH_ALL_DELAY_MS);
        return { data: cachedIntegrations(getState()) };
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(() => {
          dispatch(toastShown({ kind: 'success', message: integrationsText.refreshedAll }));
        }, ignoreRefusal),
    }),
  }),
});

const selectIntegrationsResult = integrationsApi.endpoints.getIntegrations.select();

/** Puts what an endpoint answered for one integration into the cached list. */
const integrationSaved = (saved: Integration) =>
  integrationsApi.util.updateQueryData('getIntegrations', undefined, (items) =>
    items.map((item) => (item.id === saved.id ? saved : item)),
  );

export const {
  useGetIntegrationsQuery,
  useConnectIntegrationMutation,
  useDisconnectIntegrationMutation,
  useSyncIntegrationMutation,
  useTestIntegrationConnectionMutation,
  useRefreshAllIntegrationsMutation,
} = integrationsApi;
