import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import {
  CONNECT_DELAY_MS,
  integrationsText,
  JUST_NOW,
  REFRESH_ALL_DELAY_MS,
  SYNC_DELAY_MS,
  TEST_CONNECTION_DELAY_MS,
} from '@/features/integrations/constants';
import {
  categoryChanged,
  connected,
  connectRequested,
  disconnected,
  searchChanged,
  selectCategoryCounts,
  selectIntegrationById,
  selectIntegrations,
  selectIntegrationSummary,
  selectIntegrationTask,
  selectRefreshingAll,
  selectVisibleIntegrations,
} from '@/features/integrations/integrationsSlice';
import {
  connectIntegration,
  refreshAllIntegrations,
  syncIntegration,
  testIntegrationConnection,
} from '@/features/integrations/thunks';
import { selectToasts } from '@/features/toasts/toastsSlice';

const storeWith = (random = () => 0) => makeStore(undefined, { random });
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const messages = (store: ReturnType<typeof makeStore>) => selectToasts(store.getState()).map((toast) => toast.message);

describe('integrations slice (SPEC §3, §4)', () => {
  it('starts with the eight integrations, AWS and GitHub connected', () => {
    const state = storeWith().getState();
    const items = selectIntegrations(state);
    expect(items.map((item) => item.type)).toEqual(['aws', 'github', 'gitlab', 'azure', 'gcp', 'k8s', 'okta', 'mongodb']);
    expect(items.filter((item) => item.status === 'connected').map((item) => item.type)).toEqual(['aws', 'github']);
    expect(selectIntegrationSummary(state)).toEqual({ active: 2, controls: 36, issues: 4, available: 6 });
    expect(selectCategoryCounts(state)).toEqual({ all: 8, cloud: 4, scm: 2, security: 1, database: 1 });
  });

  it('filters by category and by text in name or description', () => {
    const store = storeWith();
    store.dispatch(categoryChanged('scm'));
    expect(selectVisibleIntegrations(store.getState()).map((item) => item.id)).toEqual(['github', 'gitlab']);

    store.dispatch(searchChanged('merge request'));
    expect(selectVisibleIntegrations(store.getState()).map((item) => item.id)).toEqual(['gitlab']);

    store.dispatch(categoryChanged('all'));
    store.dispatch(searchChanged('  OKTA '));
    expect(selectVisibleIntegrations(store.getState()).map((item) => item.id)).toEqual(['okta']);
  });

  it('replays connect and disconnect as events', () => {
    const store = storeWith();
    store.dispatch(connectRequested('gitlab'));
    expect(selectIntegrationById(store.getState(), 'gitlab')?.status).toBe('connecting');

    store.dispatch(connected({ id: 'gitlab', controls: 9, issues: 2, lastSync: JUST_NOW }));
    expect(selectIntegrationById(store.getState(), 'gitlab')).toMatchObject({
      status: 'connected',
      controls: 9,
      issues: 2,
      lastSync: JUST_NOW,
    });
    expect(selectIntegrationSummary(store.getState())).toEqual({ active: 3, controls: 45, issues: 6, available: 5 });

    store.dispatch(disconnected('gitlab'));
    expect(selectIntegrationById(store.getState(), 'gitlab')).toMatchObject({
      status: 'available',
      controls: 0,
      issues: 0,
      lastSync: null,
    });
  });

  it('ignores events that do not fit the current status', () => {
    const store = storeWith();
    store.dispatch(connected({ id: 'gitlab', controls: 9, issues: 2, lastSync: JUST_NOW }));
    store.dispatch(connectRequested('aws'));
    store.dispatch(disconnected('okta'));
    expect(selectIntegrationById(store.getState(), 'gitlab')?.status).toBe('available');
    expect(selectIntegrationById(store.getState(), 'aws')?.status).toBe('connected');
    expect(selectIntegrationById(store.getState(), 'okta')?.status).toBe('available');
  });
});

describe('integrations thunks with fake timers (SPEC §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [0, 5, 0],
    [0.999, 24, 4],
  ])('connect: connecting for 3 s, then connected (random %p -> %p controls, %p issues)', async (random, controls, issues) => {
    const store = storeWith(() => random);
    void store.dispatch(connectIntegration('gitlab'));
    expect(selectIntegrationById(store.getState(), 'gitlab')?.status).toBe('connecting');

    await advance(CONNECT_DELAY_MS - 1);
    expect(selectIntegrationById(store.getState(), 'gitlab')?.status).toBe('connecting');

    await advance(1);
    expect(selectIntegrationById(store.getState(), 'gitlab')).toMatchObject({
      status: 'connected',
      controls,
      issues,
      lastSync: JUST_NOW,
    });
    expect(messages(store)).toEqual([integrationsText.connectedToast('GitLab')]);
  });

  it('sync: only a toast after 2 s, no data change', async () => {
    const store = storeWith();
    const before = selectIntegrationById(store.getState(), 'aws');
    void store.dispatch(syncIntegration('aws'));
    expect(selectIntegrationTask(store.getState(), 'aws')).toBe('syncing');

    await advance(SYNC_DELAY_MS - 1);
    expect(messages(store)).toEqual([]);

    await advance(1);
    expect(messages(store)).toEqual([integrationsText.synced('Amazon Web Services')]);
    expect(selectIntegrationTask(store.getState(), 'aws')).toBeUndefined();
    expect(selectIntegrationById(store.getState(), 'aws')).toEqual(before);
  });

  it('test connection: only a toast after 2 s, no data change', async () => {
    const store = storeWith();
    const before = selectIntegrationById(store.getState(), 'github');
    void store.dispatch(testIntegrationConnection('github'));
    expect(selectIntegrationTask(store.getState(), 'github')).toBe('testing');

    await advance(TEST_CONNECTION_DELAY_MS - 1);
    expect(messages(store)).toEqual([]);

    await advance(1);
    expect(messages(store)).toEqual([integrationsText.connectionWorks('GitHub')]);
    expect(selectIntegrationTask(store.getState(), 'github')).toBeUndefined();
    expect(selectIntegrationById(store.getState(), 'github')).toEqual(before);
  });

  it('refresh all: waits 3 s', async () => {
    const store = storeWith();
    void store.dispatch(refreshAllIntegrations());
    expect(selectRefreshingAll(store.getState())).toBe(true);

    await advance(REFRESH_ALL_DELAY_MS - 1);
    expect(selectRefreshingAll(store.getState())).toBe(true);

    await advance(1);
    expect(selectRefreshingAll(store.getState())).toBe(false);
    expect(messages(store)).toEqual([integrationsText.refreshedAll]);
  });
});
