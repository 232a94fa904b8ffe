import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { ALL } from '@/components/FilterSelect';
import { evidenceLockerApi } from '@/features/evidenceLocker/evidenceLockerApi';
import type { Evidence, EvidenceFilters } from '@/features/evidenceLocker/types';

/** What the user is looking for; the evidence itself is the getEvidence cache. */
export type EvidenceLockerState = {
  filters: EvidenceFilters;
};

const noFilters: EvidenceFilters = { category: ALL, status: ALL, confidentiality: ALL, search: '' };

const initialState: EvidenceLockerState = { filters: noFilters };

export const evidenceLockerSlice = createSlice({
  name: 'evidenceLocker',
  initialState,
  reducers: {
    categoryFilterChanged: (state, action: PayloadAction<EvidenceFilters['category']>) => {
      state.filters.category = action.payload;
    },
    statusFilterChanged: (state, action: PayloadAction<EvidenceFilters['status']>) => {
      state.filters.status = action.payload;
    },
    confidentialityFilterChanged: (state, action: PayloadAction<EvidenceFilters['confidentiality']>) => {
      state.filters.confidentiality = action.payload;
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      state.filters.search = action.payload;
    },
    filtersCleared: (state) => {
      state.filters = noFilters;
    },
  },
  selectors: {
    selectEvidenceFilters: (state) => state.filters,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof evidenceLockerSlice> {}
}

const injectedEvidenceLocker = evidenceLockerSlice.injectInto(rootReducer);

export const {
  categoryFilterChanged,
  statusFilterChanged,
  confidentialityFilterChanged,
  searchChanged,
  filtersCleared,
} = evidenceLockerSlice.actions;
export const { selectEvidenceFilters } = injectedEvidenceLocker.selectors;

const noEvidence: Evidence[] = [];

export const selectEvidence = createSelector(
  [evidenceLockerApi.endpoints.getEvidence.select()],
  (result) => result.data ?? noEvidence,
);

const matchesSearch = (evidence: Evidence, search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [evidence.name, evidence.description, evidence.uploadedBy, ...evidence.tags, ...evidence.relatedControls].some(
    (text) => text.toLowerCase().includes(needle),
  );
};

export const selectFilteredEvidence = createSelector([selectEvidence, selectEvidenceFilters], (items, filters) =>
  items.filter(
    (evidence) =>
      (filters.category === ALL || evidence.category === filters.category) &&
      (filters.status === ALL || evidence.status === filters.status) &&
      (filters.confidentiality === ALL || evidence.confidentiality === filters.confidentiality) &&
      matchesSearch(evidence, filters.search),
  ),
);

export const selectEvidenceSummary = createSelector([selectEvidence], (items) => ({
  total: items.length,
  approved: items.filter((evidence) => evidence.status === 'approved').length,
  pending: items.filter((evidence) => evidence.status === 'pending').length,
  rejected: items.filter((evidence) => evidence.status === 'rejected').length,
}));

export const selectHasActiveFilters = createSelector(
  [selectEvidenceFilters],
  (filters) =>
    filters.category !== ALL || filters.status !== ALL || filters.confidentiality !== ALL || filters.search !== '',
);
