import { makeStore } from '@/app/store';
import { integrationsApi } from '@/features/integrations/integrationsApi';
import {
  categoryChanged,
  searchChanged,
  selectCategoryCounts,
  selectIntegrations,
  selectIntegrationSummary,
  selectVisibleIntegrations,
} from '@/features/integrations/integrationsSlice';

const loadedStore = async () => {
  const store = makeStore();
  await store.dispatch(integrationsApi.endpoints.getIntegrations.initiate());
  return store;
};
const visibleIds = (store: ReturnType<typeof makeStore>) =>
  selectVisibleIntegrations(store.getState()).map((item) => item.id);

describe('integrations slice and selectors (SPEC §2, §3)', () => {
  it('has nothing to show before the list arrives', () => {
    const state = makeStore().getState();
    expect(selectIntegrations(state)).toEqual([]);
    expect(selectIntegrationSummary(state)).toEqual({ active: 0, controls: 0, issues: 0, available: 0 });
  });

  it('summarises and counts the loaded list: eight integrations, AWS and GitHub connected', async () => {
    const state = (await loadedStore()).getState();
    const items = selectIntegrations(state);
    expect(items.map((item) => item.type)).toEqual([
      'aws',
      'github',
      'gitlab',
      'azure',
      'gcp',
      'k8s',
      'okta',
      'mongodb',
    ]);
    expect(items.filter((item) => item.status === 'connected').map((item) => item.type)).toEqual(['aws', 'github']);
    expect(selectIntegrationSummary(state)).toEqual({ active: 2, controls: 36, issues: 4, available: 6 });
    expect(selectCategoryCounts(state)).toEqual({ all: 8, cloud: 4, scm: 2, security: 1, database: 1 });
  });

  it('filters by category and by text in name or description', async () => {
    const store = await loadedStore();
    store.dispatch(categoryChanged('scm'));
    expect(visibleIds(store)).toEqual(['github', 'gitlab']);

    store.dispatch(searchChanged('merge request'));
    expect(visibleIds(store)).toEqual(['gitlab']);

    store.dispatch(categoryChanged('all'));
    store.dispatch(searchChanged('  OKTA '));
    expect(visibleIds(store)).toEqual(['okta']);
  });
});
