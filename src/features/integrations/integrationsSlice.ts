import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { categoryFilters, initialIntegrations } from '@/features/integrations/constants';
import type { CategoryFilter, Integration } from '@/features/integrations/types';

/** Simulated work in flight for one integration, so its buttons can show progress. */
export type IntegrationTask = 'syncing' | 'testing';

export type IntegrationsState = {
  items: Integration[];
  category: CategoryFilter;
  search: string;
  tasks: Record<string, IntegrationTask>;
  refreshingAll: boolean;
};

export type ConnectedPayload = { id: string; controls: number; issues: number; lastSync: string };

export const initialIntegrationsState: IntegrationsState = {
  items: initialIntegrations,
  category: 'all',
  search: '',
  tasks: {},
  refreshingAll: false,
};

const matchesSearch = (integration: Integration, search: string) => {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    integration.name.toLowerCase().includes(needle) ||
    integration.description.toLowerCase().includes(needle)
  );
};

const selectItems = (state: IntegrationsState) => state.items;
const selectCategoryFilter = (state: IntegrationsState) => state.category;
const selectSearchText = (state: IntegrationsState) => state.search;

export const integrationsSlice = createSlice({
  name: 'integrations',
  initialState: initialIntegrationsState,
  reducers: {
    categoryChanged: (state, action: PayloadAction<CategoryFilter>) => {
      state.category = action.payload;
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
    connectRequested: (state, action: PayloadAction<string>) => {
      const integration = state.items.find((item) => item.id === action.payload);
      if (integration?.status === 'available' || integration?.status === 'error') integration.status = 'connecting';
    },
    connected: (state, action: PayloadAction<ConnectedPayload>) => {
      const { id, controls, issues, lastSync } = action.payload;
      const integration = state.items.find((item) => item.id === id);
      if (integration?.status !== 'connecting') return;
      Object.assign(integration, { status: 'connected', controls, issues, lastSync });
    },
    disconnected: (state, action: PayloadAction<string>) => {
      const integration = state.items.find((item) => item.id === action.payload);
      if (integration?.status !== 'connected') return;
      Object.assign(integration, { status: 'available', lastSync: null, controls: 0, issues: 0 });
      delete state.tasks[action.payload];
    },
    syncRequested: (state, action: PayloadAction<string>) => {
      state.tasks[action.payload] = 'syncing';
    },
    syncFinished: (state, action: PayloadAction<string>) => {
      delete state.tasks[action.payload];
    },
    connectionTestRequested: (state, action: PayloadAction<string>) => {
      state.tasks[action.payload] = 'testing';
    },
    connectionTestFinished: (state, action: PayloadAction<string>) => {
      delete state.tasks[action.payload];
    },
    refreshAllRequested: (state) => {
      state.refreshingAll = true;
    },
    refreshAllFinished: (state) => {
      state.refreshingAll = false;
    },
  },
  selectors: {
    selectIntegrations: selectItems,
    selectCategory: selectCategoryFilter,
    selectSearch: selectSearchText,
    selectRefreshingAll: (state) => state.refreshingAll,
    selectIntegrationTask: (state, id: string): IntegrationTask | undefined => state.tasks[id],
    selectIntegrationById: (state, id: string) => state.items.find((item) => item.id === id),
    selectVisibleIntegrations: createSelector(
      [selectItems, selectCategoryFilter, selectSearchText],
      (items, category, search) =>
        items.filter((item) => (category === 'all' || item.category === category) && matchesSearch(item, search)),
    ),
    selectCategoryCounts: createSelector([selectItems], (items) =>
      Object.fromEntries(
        categoryFilters.map(({ value }) => [
          value,
          items.filter((item) => value === 'all' || item.category === value).length,
        ]),
      ) as Record<CategoryFilter, number>,
    ),
    selectIntegrationSummary: createSelector([selectItems], (items) => {
      const connected = items.filter((item) => item.status === 'connected');
      return {
        active: connected.length,
        controls: connected.reduce((sum, item) => sum + item.controls, 0),
        issues: connected.reduce((sum, item) => sum + item.issues, 0),
        available: items.filter((item) => item.status === 'available').length,
      };
    }),
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof integrationsSlice> {}
}

const injected = integrationsSlice.injectInto(rootReducer);

export const {
  categoryChanged,
  searchChanged,
  connectRequested,
  connected,
  disconnected,
  syncRequested,
  syncFinished,
  connectionTestRequested,
  connectionTestFinished,
  refreshAllRequested,
  refreshAllFinished,
} = integrationsSlice.actions;

export const {
  selectIntegrations,
  selectCategory,
  selectSearch,
  selectRefreshingAll,
  selectIntegrationTask,
  selectIntegrationById,
  selectVisibleIntegrations,
  selectCategoryCounts,
  selectIntegrationSummary,
} = injected.selectors;
