import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { categoryFilters } from '@/features/integrations/constants';
import { integrationsApi } from '@/features/integrations/integrationsApi';
import type { CategoryFilter, Integration } from '@/features/integrations/types';

/** What the user is looking at; the integrations themselves are the getIntegrations cache. */
export type IntegrationsState = {
  category: CategoryFilter;
  search: string;
};

const initialState: IntegrationsState = { category: 'all', search: '' };

export const integrationsSlice = createSlice({
  name: 'integrations',
  initialState,
  reducers: {
    categoryChanged: (state, action: PayloadAction<CategoryFilter>) => {
      state.category = action.payload;
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
  },
  selectors: {
    selectCategory: (state) => state.category,
    selectSearch: (state) => state.search,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof integrationsSlice> {}
}

const injected = integrationsSlice.injectInto(rootReducer);

export const { categoryChanged, searchChanged } = integrationsSlice.actions;
export const { selectCategory, selectSearch } = injected.selectors;

const noIntegrations: Integration[] = [];

export const selectIntegrations = createSelector(
  [integrationsApi.endpoints.getIntegrations.select()],
  (result) => result.data ?? noIntegrations,
);

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
