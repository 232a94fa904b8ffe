import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { ALL } from '@/components/FilterSelect';
import { DEFAULT_DATE_RANGE, MAX_SEARCH_LENGTH } from '@/features/auditLogs/constants';
import type { ActivityLogFilters, AuditLogQuery } from '@/features/auditLogs/types';

const initialState: ActivityLogFilters = {
  category: ALL,
  severity: ALL,
  search: '',
  dateRange: DEFAULT_DATE_RANGE,
  page: 1,
};

// Every filter narrows the trail, so the first page is the only one sure to exist afterwards.
export const auditLogsSlice = createSlice({
  name: 'auditLogs',
  initialState,
  reducers: {
    categoryChanged: (state, action: PayloadAction<ActivityLogFilters['category']>) => {
      state.category = action.payload;
      state.page = 1;
    },
    severityChanged: (state, action: PayloadAction<ActivityLogFilters['severity']>) => {
      state.severity = action.payload;
      state.page = 1;
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      const search = action.payload.trim().slice(0, MAX_SEARCH_LENGTH);
      if (search === state.search) return;
      state.search = search;
      state.page = 1;
    },
    dateRangeChanged: (state, action: PayloadAction<ActivityLogFilters['dateRange']>) => {
      state.dateRange = action.payload;
      state.page = 1;
    },
    pageChanged: (state, action: PayloadAction<number>) => {
      state.page = action.payload;
    },
  },
  selectors: {
    selectActivityLogFilters: (state) => state,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof auditLogsSlice> {}
}

const injectedAuditLogs = auditLogsSlice.injectInto(rootReducer);

export const { categoryChanged, severityChanged, searchChanged, dateRangeChanged, pageChanged } =
  auditLogsSlice.actions;
export const { selectActivityLogFilters } = injectedAuditLogs.selectors;

/** The filters the server applies; a new date range reuses the loaded page. */
export const selectAuditLogQuery = createSelector(
  [selectActivityLogFilters],
  ({ category, severity, search, page }): AuditLogQuery => ({ category, severity, search, page }),
);
