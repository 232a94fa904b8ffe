import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { rootReducer } from '@/app/store';
import { frameworkLabels } from '@/features/assessments/frameworks';
import type { FrameworkId } from '@/contracts/enums';
import { complianceText, EXPORT_REPORT_DELAY_MS } from '@/features/compliance/constants';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';

/** The heat map's client state; the framework and status filter live in the URL so they can be linked to. */
export type ComplianceState = {
  /** The control whose details are open, by id within the shown framework. */
  selectedControlId: string | null;
  exporting: boolean;
};

export const initialComplianceState: ComplianceState = { selectedControlId: null, exporting: false };

/**
 * SPEC §2: Export Report is simulated, like report generation: a short wait, then success. Its pending and
 * fulfilled are the export's start and end; it lives beside the slice that reads them and whose state it checks.
 */
export const exportComplianceReport = createAppAsyncThunk(
  'compliance/export',
  async (framework: FrameworkId, { dispatch }) => {
    const label = frameworkLabels[framework];
    dispatch(toastShown({ kind: 'info', message: complianceText.exportStarted(label) }));
    await delay(EXPORT_REPORT_DELAY_MS);
    dispatch(toastShown({ kind: 'success', message: complianceText.exported(label) }));
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
