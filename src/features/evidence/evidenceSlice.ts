import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { ALL } from '@/components/FilterSelect';
import type { EvidenceFilters } from '@/features/evidence/types';

/** What the user is looking for; the evidence itself is the getEvidence cache. */
export type EvidenceState = {
  filters: EvidenceFilters;
};

const noFilters: EvidenceFilters = { category: ALL, status: ALL, confidentiality: ALL, search: '' };

const initialState: EvidenceState = { filters: noFilters };

export const evidenceSlice = createSlice({
  name: 'evidence',
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
  export interface LazyLoadedSlices extends WithSlice<typeof evidenceSlice> {}
}

const injectedEvidence = evidenceSlice.injectInto(rootReducer);

export const {
  categoryFilterChanged,
  statusFilterChanged,
  confidentialityFilterChanged,
  searchChanged,
  filtersCleared,
} = evidenceSlice.actions;
export const { selectEvidenceFilters } = injectedEvidence.selectors;

export const selectHasActiveFilters = createSelector(
  [selectEvidenceFilters],
  (filters) =>
    filters.category !== ALL || filters.status !== ALL || filters.confidentiality !== ALL || filters.search !== '',
);
