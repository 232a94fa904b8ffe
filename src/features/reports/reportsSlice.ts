import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { Report } from '@/contracts/reports';
import { reportsApi } from '@/features/reports/reportsApi';

/** Which report the details panel shows; the reports themselves are the getReports cache. */
export type ReportsState = {
  selectedId: string | null;
  /** The screen opens on the newest report: the first list to arrive selects its top one. */
  awaitingFirstList: boolean;
};

const initialState: ReportsState = { selectedId: null, awaitingFirstList: true };

const { getReports, generateReport, deleteReport } = reportsApi.endpoints;

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    reportSelected: (state, action: PayloadAction<string | null>) => {
      state.selectedId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // Signing out empties the cache; the next list to arrive selects its top report again.
      .addCase(reportsApi.util.resetApiState, () => initialState)
      .addMatcher(getReports.matchFulfilled, (state, action) => {
        if (!state.awaitingFirstList) return;
        state.awaitingFirstList = false;
        state.selectedId = action.payload[0]?.id ?? null;
      })
      .addMatcher(generateReport.matchFulfilled, (state, action) => {
        state.selectedId = action.payload.id;
      })
      .addMatcher(deleteReport.matchFulfilled, (state, action) => {
        if (state.selectedId === action.payload) state.selectedId = null;
      });
  },
  selectors: {
    selectSelectedReportId: (state) => state.selectedId,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof reportsSlice> {}
}

const injectedReports = reportsSlice.injectInto(rootReducer);

export const { reportSelected } = reportsSlice.actions;
export const { selectSelectedReportId } = injectedReports.selectors;

const noReports: Report[] = [];

export const selectReports = createSelector([getReports.select()], (result) => result.data ?? noReports);

export const selectSelectedReport = createSelector(
  [selectReports, selectSelectedReportId],
  (reports, selectedId) => reports.find((report) => report.id === selectedId) ?? null,
);

export const selectAnyReportGenerating = createSelector([selectReports], (reports) =>
  reports.some((report) => report.status === 'generating'),
);
