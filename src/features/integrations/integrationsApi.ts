import type { z } from 'zod';
import { baseApi } from '@/api/baseApi';
import type {
  AwsSetup,
  connectIntegrationBody,
  connectionTestResult,
  Integration,
  IntegrationDetails,
  IntegrationType,
} from '@/contracts/integrations';
import type { Sealed } from '@/features/auth/Sealed';
import { connectDialogText, detailsText, integrationsText } from '@/features/integrations/constants';

type ConnectIntegrationBody = z.input<typeof connectIntegrationBody>;
export type ConnectIntegrationRequest = { type: IntegrationType; body: Sealed<ConnectIntegrationBody> };
type ConnectionTestOutcome = { integration: Integration; test: z.output<typeof connectionTestResult> };

/** The test's outcome apart from the integration, which the list keeps as it keeps the others. */
const apartFromTest = ({
  test,
  ...integration
}: Integration & Pick<ConnectionTestOutcome, 'test'>): ConnectionTestOutcome => ({ integration, test });

type IntegrationLifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Integration }> };

/** Each change answers the integration as stored now: it replaces the one in the cached list. */
const keepSaved = async ({ dispatch, queryFulfilled }: IntegrationLifecycle) => {
  try {
    const { data: saved } = await queryFulfilled;
    dispatch(integrationSaved(saved));
  } catch {
    // Refused: the caller says why.
  }
};

export const integrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<Integration[], void>({
      query: () => 'integrations',
      providesTags: ['Integration'],
      extraOptions: { fallbackMessage: integrationsText.loadFailed },
    }),
    getIntegration: build.query<IntegrationDetails, IntegrationType>({
      query: (type) => `integrations/${type}`,
      providesTags: (_result, _error, type) => [{ type: 'Integration', id: type }],
      extraOptions: { fallbackMessage: detailsText.loadFailed },
    }),
    getAwsSetup: build.query<AwsSetup, void>({
      query: () => 'integrations/aws/setup',
      extraOptions: { fallbackMessage: connectDialogText.setupFailed },
    }),
    // The credentials travel sealed (see Sealed): a mutation's argument is copied into every action it dispatches.
    connectIntegration: build.mutation<Integration, ConnectIntegrationRequest>({
      query: ({ type, body }) => ({ url: `integrations/${type}/connect`, method: 'POST', body: body.unseal() }),
      onQueryStarted: (_request, api) => keepSaved(api),
    }),
    testIntegrationConnection: build.mutation<ConnectionTestOutcome, IntegrationType>({
      query: (type) => ({ url: `integrations/${type}/test`, method: 'POST' }),
      transformResponse: apartFromTest,
      onQueryStarted: (_type, { dispatch, queryFulfilled }) =>
        keepSaved({
          dispatch,
          queryFulfilled: queryFulfilled.then(({ data: { integration } }) => ({ data: integration })),
        }),
    }),
    /** Answers at once with the integration syncing; the list shows when the server has finished. */
    syncIntegration: build.mutation<Integration, IntegrationType>({
      query: (type) => ({ url: `integrations/${type}/sync`, method: 'POST' }),
      onQueryStarted: (_type, api) => keepSaved(api),
    }),
    /** Answers how many syncs the server queued; the list is read again to show them running. */
    syncAllIntegrations: build.mutation<{ queued: number }, void>({
      query: () => ({ url: 'integrations/sync-all', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Integration'] : []),
    }),
    disconnectIntegration: build.mutation<Integration, IntegrationType>({
      query: (type) => ({ url: `integrations/${type}`, method: 'DELETE' }),
      onQueryStarted: (_type, api) => keepSaved(api),
    }),
  }),
});

const integrationSaved = (saved: Integration) =>
  integrationsApi.util.updateQueryData('getIntegrations', undefined, (items) =>
    items.map((item) => (item.type === saved.type ? saved : item)),
  );

export const { useGetIntegrationsQuery, useGetIntegrationQuery, useGetAwsSetupQuery } = integrationsApi;
