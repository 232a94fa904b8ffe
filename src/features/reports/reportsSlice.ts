import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { sampleReports } from '@/features/reports/sampleReports';
import type { Report, ReportFigures, ReportRequest } from '@/features/reports/types';

export type ReportsState = {
  items: Report[];
  selectedId: string | null;
};

const initialState: ReportsState = {
  items: sampleReports,
  selectedId: sampleReports[0]?.id ?? null,
};

export type GenerationRequested = ReportRequest & { id: string; requestedAt: string };
export type GenerationCompleted = { id: string; completedAt: string; figures: ReportFigures };

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    reportSelected: (state, action: PayloadAction<string | null>) => {
      state.selectedId = action.payload;
    },
    generationRequested: (state, action: PayloadAction<GenerationRequested>) => {
      const { id, name, type, description, requestedAt } = action.payload;
      state.items.unshift({
        id,
        name,
        type,
        description,
        status: 'generating',
        generated: requestedAt,
        size: null,
        pages: null,
        complianceScore: null,
        criticalIssues: null,
        warnings: null,
      });
      state.selectedId = id;
    },
    generationCompleted: (state, action: PayloadAction<GenerationCompleted>) => {
      const report = state.items.find((item) => item.id === action.payload.id);
      if (!report) return;
      Object.assign(report, action.payload.figures, { status: 'ready', generated: action.payload.completedAt });
    },
    reportDeleted: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
      if (state.selectedId === action.payload) state.selectedId = null;
    },
  },
  selectors: {
    selectReports: (state) => state.items,
    selectSelectedReportId: (state) => state.selectedId,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof reportsSlice> {}
}

const injectedReports = reportsSlice.injectInto(rootReducer);

export const { reportSelected, generationRequested, generationCompleted, reportDeleted } = reportsSlice.actions;
export const { selectReports, selectSelectedReportId } = injectedReports.selectors;

export const selectSelectedReport = createSelector(
  [selectReports, selectSelectedReportId],
  (reports, selectedId) => reports.find((report) => report.id === selectedId) ?? null,
);
