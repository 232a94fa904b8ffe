import { makeStore } from '@/app/store';
import { integrationsApi } from '@/features/integrations/integrationsApi';
import {
  selectAnySyncing,
  selectCategoryCounts,
  selectIntegrations,
  selectIntegrationSummary,
  selectVisibleIntegrations,
} from '@/features/integrations/integrationSelectors';
import {
  categoryChanged,
  connectDialogOpened,
  detailsDialogOpened,
  dialogClosed,
  dialogExited,
  searchChanged,
  selectDialog,
  selectDialogOpen,
} from '@/features/integrations/integrationsSlice';
import { signedInState } from '@/testing/authState';
import { connectedGithub, integrationFixture, integrationsFake } from '@/testing/fixtures/integrations';
import { server } from '@/testing/server';

const loadedStore = async (fake = integrationsFake()) => {
  server.use(...fake.handlers);
  const store = makeStore(signedInState());
  await store.dispatch(integrationsApi.endpoints.getIntegrations.initiate());
  return store;
};
const visibleTypes = (store: ReturnType<typeof makeStore>) =>
  selectVisibleIntegrations(store.getState()).map((item) => item.type);

describe('integrations slice and selectors', () => {
  it('has nothing to show before the list arrives', () => {
    const state = makeStore().getState();
    expect(selectIntegrations(state)).toEqual([]);
    expect(selectIntegrationSummary(state)).toEqual({ active: 0, controls: 0, issues: 0, available: 0 });
    expect(selectAnySyncing(state)).toBe(false);
  });

  it('summarises and counts the server’s list: connected ones for the figures, never connected as available', async () => {
    const fake = integrationsFake({
      integrations: [
        connectedGithub({ controls: 12, issues: 1, syncing: true }),
        integrationFixture('aws', { status: 'connected', controls: 20, issues: 3 }),
        integrationFixture('okta', { status: 'error', controls: 5, issues: 2, message: 'Okta refused the token' }),
        integrationFixture('mongodb'),
      ],
    });
    const state = (await loadedStore(fake)).getState();
    expect(selectIntegrationSummary(state)).toEqual({ active: 2, controls: 32, issues: 4, available: 1 });
    expect(selectCategoryCounts(state)).toEqual({ all: 4, cloud: 1, scm: 1, security: 1, database: 1 });
    expect(selectAnySyncing(state)).toBe(true);
  });

  it('filters by category and by text in name or description', async () => {
    const store = await loadedStore();
    store.dispatch(categoryChanged('scm'));
    expect(visibleTypes(store)).toEqual(['github', 'gitlab']);

    store.dispatch(searchChanged('merge request'));
    expect(visibleTypes(store)).toEqual(['gitlab']);

    store.dispatch(categoryChanged('all'));
    store.dispatch(searchChanged('  OKTA '));
    expect(visibleTypes(store)).toEqual(['okta']);
  });

  it('keeps a closing dialog’s integration until it has faded out, unless another dialog opened meanwhile', () => {
    const store = makeStore();
    store.dispatch(connectDialogOpened('github'));
    expect(selectDialog(store.getState())).toEqual({ kind: 'connect', type: 'github' });
    expect(selectDialogOpen(store.getState())).toBe(true);

    store.dispatch(dialogClosed());
    expect(selectDialogOpen(store.getState())).toBe(false);
    expect(selectDialog(store.getState())).toEqual({ kind: 'connect', type: 'github' });

    store.dispatch(detailsDialogOpened('aws'));
    store.dispatch(dialogExited());
    expect(selectDialog(store.getState())).toEqual({ kind: 'details', type: 'aws' });

    store.dispatch(dialogClosed());
    store.dispatch(dialogExited());
    expect(selectDialog(store.getState())).toBeNull();
  });
});
