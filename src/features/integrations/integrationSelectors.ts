import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { Integration, IntegrationType } from '@/contracts/integrations';
import { categoryFilters } from '@/features/integrations/constants';
import { integrationsApi } from '@/features/integrations/integrationsApi';
import { selectCategory, selectSearch } from '@/features/integrations/integrationsSlice';
import type { CategoryFilter } from '@/features/integrations/types';

const noIntegrations: Integration[] = [];

/** The server's list as last read, in catalogue order. */
export const selectIntegrations = createSelector(
  [integrationsApi.endpoints.getIntegrations.select()],
  (result) => result.data ?? noIntegrations,
);

export const selectIntegration = (state: RootState, type: IntegrationType): Integration | undefined =>
  selectIntegrations(state).find((item) => item.type === type);

/** Whether the details last read of `type` show a sync running. */
export const selectDetailsSyncing = (state: RootState, type: IntegrationType): boolean =>
  integrationsApi.endpoints.getIntegration.select(type)(state).data?.syncing ?? false;

export const selectAnySyncing = createSelector([selectIntegrations], (items) => items.some((item) => item.syncing));

const matchesSearch = (integration: Integration, search: string) => {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    integration.name.toLowerCase().includes(needle) ||
    integration.description.toLowerCase().includes(needle)
  );
};

export const selectVisibleIntegrations = createSelector(
  [selectIntegrations, selectCategory, selectSearch],
  (items, category, search) =>
    items.filter((item) => (category === 'all' || item.category === category) && matchesSearch(item, search)),
);

export const selectCategoryCounts = createSelector(
  [selectIntegrations],
  (items) =>
    Object.fromEntries(
      categoryFilters.map(({ value }) => [
        value,
        items.filter((item) => value === 'all' || item.category === value).length,
      ]),
    ) as Record<CategoryFilter, number>,
);

export const selectIntegrationSummary = createSelector([selectIntegrations], (items) => {
  const connected = items.filter((item) => item.status === 'connected');
  return {
    active: connected.length,
    controls: connected.reduce((sum, item) => sum + item.controls, 0),
    issues: connected.reduce((sum, item) => sum + item.issues, 0),
    available: items.filter((item) => item.status === 'available').length,
  };
});
