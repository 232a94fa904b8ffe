import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import {
  CONNECT_DELAY_MS,
  integrationRequestErrors,
  integrationsText,
  JUST_NOW,
  REFRESH_ALL_DELAY_MS,
  REFRESH_ALL_KEY,
  SYNC_DELAY_MS,
  TEST_CONNECTION_DELAY_MS,
} from '@/features/integrations/constants';
import { integrationsApi } from '@/features/integrations/integrationsApi';
import { selectIntegrations, selectIntegrationSummary } from '@/features/integrations/integrationsSlice';
import { sampleIntegrations } from '@/features/integrations/sampleIntegrations';
import { integrationTaskKeys } from '@/features/integrations/useIntegrationTasks';
import { selectToasts } from '@/features/toasts/toastsSlice';

type Store = ReturnType<typeof makeStore>;

const { endpoints } = integrationsApi;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const loadedStore = async (random = () => 0) => {
  const store = makeStore(undefined, { random });
  await store.dispatch(endpoints.getIntegrations.initiate());
  return store;
};
const cached = (store: Store, id: string) => selectIntegrations(store.getState()).find((item) => item.id === id);
const messages = (store: Store) => selectToasts(store.getState()).map((toast) => toast.message);
const sample = (id: string) => sampleIntegrations.find((item) => item.id === id);
const refusal = (error: string) => ({ error: { status: 'CUSTOM_ERROR', error } });

describe('getIntegrations (SPEC §3)', () => {
  it('answers the eight sample integrations', async () => {
    const store = makeStore();
    const result = await store.dispatch(endpoints.getIntegrations.initiate());
    expect(result.data).toEqual(sampleIntegrations);
  });
});

describe('integration mutations with fake timers (SPEC §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [0, 5, 0],
    [0.999, 24, 4],
  ])(
    'connect: connecting at once and for 3 s, then connected (random %p -> %p controls, %p issues)',
    async (random, controls, issues) => {
      const store = await loadedStore(() => random);
      const request = store.dispatch(endpoints.connectIntegration.initiate('gitlab'));
      expect(cached(store, 'gitlab')?.status).toBe('connecting');

      await advance(CONNECT_DELAY_MS - 1);
      expect(cached(store, 'gitlab')?.status).toBe('connecting');
      expect(messages(store)).toEqual([]);

      await advance(1);
      const connected = { ...sample('gitlab'), status: 'connected', controls, issues, lastSync: JUST_NOW };
      expect(cached(store, 'gitlab')).toEqual(connected);
      await expect(request.unwrap()).resolves.toEqual(connected);
      expect(selectIntegrationSummary(store.getState())).toEqual({
        active: 3,
        controls: 36 + controls,
        issues: 4 + issues,
        available: 5,
      });
      expect(messages(store)).toEqual([integrationsText.connectedToast('GitLab')]);
    },
  );

  it('connect refuses a connected or unknown integration and changes nothing', async () => {
    const store = await loadedStore();
    const before = selectIntegrations(store.getState());
    await expect(store.dispatch(endpoints.connectIntegration.initiate('aws'))).resolves.toMatchObject(
      refusal(integrationRequestErrors.alreadyConnected('Amazon Web Services')),
    );
    await expect(store.dispatch(endpoints.connectIntegration.initiate('nope'))).resolves.toMatchObject(
      refusal(integrationRequestErrors.unknown('nope')),
    );
    expect(selectIntegrations(store.getState())).toEqual(before);
    expect(messages(store)).toEqual([]);
  });

  it('disconnect resets sync, controls and issues and says so; a second disconnect is refused', async () => {
    const store = await loadedStore();
    const reset = { ...sample('github'), status: 'available', lastSync: null, controls: 0, issues: 0 };
    await expect(store.dispatch(endpoints.disconnectIntegration.initiate('github')).unwrap()).resolves.toEqual(reset);
    expect(cached(store, 'github')).toEqual(reset);
    expect(selectIntegrationSummary(store.getState())).toEqual({ active: 1, controls: 24, issues: 3, available: 7 });
    expect(messages(store)).toEqual([integrationsText.disconnectedToast('GitHub')]);

    await expect(store.dispatch(endpoints.disconnectIntegration.initiate('github'))).resolves.toMatchObject(
      refusal(integrationRequestErrors.notConnected('GitHub')),
    );
    expect(messages(store)).toHaveLength(1);
  });

  it.each([
    ['sync', endpoints.syncIntegration, integrationTaskKeys.sync, SYNC_DELAY_MS, integrationsText.synced],
    [
      'test connection',
      endpoints.testIntegrationConnection,
      integrationTaskKeys.test,
      TEST_CONNECTION_DELAY_MS,
      integrationsText.connectionWorks,
    ],
  ])('%s: busy for 2 s, then only a toast, no data change', async (_name, endpoint, key, delayMs, toast) => {
    const store = await loadedStore();
    const before = selectIntegrations(store.getState());
    const busy = () => endpoint.select({ fixedCacheKey: key('aws'), requestId: undefined })(store.getState()).isLoading;
    void store.dispatch(endpoint.initiate('aws', { fixedCacheKey: key('aws') }));
    expect(busy()).toBe(true);

    await advance(delayMs - 1);
    expect(busy()).toBe(true);
    expect(messages(store)).toEqual([]);

    await advance(1);
    expect(busy()).toBe(false);
    expect(messages(store)).toEqual([toast('Amazon Web Services')]);
    expect(selectIntegrations(store.getState())).toEqual(before);
  });

  it('keeps connects and disconnects while nobody shows the list', async () => {
    const store = makeStore();
    const subscription = store.dispatch(endpoints.getIntegrations.initiate());
    await subscription;
    await store.dispatch(endpoints.disconnectIntegration.initiate('github'));
    subscription.unsubscribe();

    await advance(60 * 60_000);
    expect(cached(store, 'github')?.status).toBe('available');
  });

  it('sync refuses an integration that is not connected', async () => {
    const store = await loadedStore();
    await expect(store.dispatch(endpoints.syncIntegration.initiate('gitlab'))).resolves.toMatchObject(
      refusal(integrationRequestErrors.notConnected('gitlab')),
    );
    expect(messages(store)).toEqual([]);
  });

  it('refresh all: running for 3 s, then a toast', async () => {
    const store = await loadedStore();
    const running = () =>
      endpoints.refreshAllIntegrations.select({ fixedCacheKey: REFRESH_ALL_KEY, requestId: undefined })(
        store.getState(),
      ).isLoading;
    void store.dispatch(endpoints.refreshAllIntegrations.initiate(undefined, { fixedCacheKey: REFRESH_ALL_KEY }));
    expect(running()).toBe(true);

    await advance(REFRESH_ALL_DELAY_MS - 1);
    expect(running()).toBe(true);

    await advance(1);
    expect(running()).toBe(false);
    expect(messages(store)).toEqual([integrationsText.refreshedAll]);
  });
});
