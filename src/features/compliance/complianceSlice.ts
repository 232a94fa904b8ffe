import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { rootReducer } from '@/app/store';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { complianceText } from '@/features/compliance/constants';
import { frameworkReportExported } from '@/features/reports/frameworkReport';
import { toastShown } from '@/features/toasts/toastsSlice';

/** The heat map's client state; the framework and status filter live in the URL so they can be linked to. */
export type ComplianceState = {
  /** The control whose details are open, by id within the shown framework. */
  selectedControlId: string | null;
  exporting: boolean;
};

export const initialComplianceState: ComplianceState = { selectedControlId: null, exporting: false };

/**
 * SPEC §2's Export Report, made real: the server generates the framework's report (its template, or a custom report
 * for GDPR), the thunk waits for it to be ready and downloads its PDF; the success toast follows the download.
 */
export const exportComplianceReport = createAppAsyncThunk(
  'compliance/export',
  async (framework: FrameworkId, { dispatch }) => {
    const label = frameworkLabels[framework];
    dispatch(toastShown({ kind: 'info', message: complianceText.exportStarted(label) }));
    const outcome = await dispatch(
      frameworkReportExported({
        framework,
        name: complianceText.reportName(label),
        failed: complianceText.exportFailed(label),
      }),
    ).unwrap();
    dispatch(
      outcome.downloaded
        ? toastShown({ kind: 'success', message: complianceText.exported(label) })
        : toastShown({ kind: 'error', message: outcome.reason }),
    );
  },
  { condition: (_, { getState }) => !selectExporting(getState()) },
);

export const complianceSlice = createSlice({
  name: 'compliance',
  initialState: initialComplianceState,
  reducers: {
    controlSelected: (state, action: PayloadAction<string>) => {
      state.selectedControlId = action.payload;
    },
    controlClosed: (state) => {
      state.selectedControlId = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(exportComplianceReport.pending, (state) => {
        state.exporting = true;
      })
      .addCase(exportComplianceReport.fulfilled, (state) => {
        state.exporting = false;
      })
      .addCase(exportComplianceReport.rejected, (state) => {
        state.exporting = false;
      });
  },
  selectors: {
    selectSelectedControlId: (state) => state.selectedControlId,
    selectExporting: (state) => state.exporting,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof complianceSlice> {}
}

const injected = complianceSlice.injectInto(rootReducer);

export const { controlSelected, controlClosed } = complianceSlice.actions;
export const { selectSelectedControlId, selectExporting } = injected.selectors;
