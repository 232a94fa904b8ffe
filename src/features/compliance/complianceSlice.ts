import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';

/** The heat map's client state; the framework and status filter live in the URL so they can be linked to. */
export type ComplianceState = {
  /** The control whose details are open, by id within the shown framework. */
  selectedControlId: string | null;
  exporting: boolean;
};

export const initialComplianceState: ComplianceState = { selectedControlId: null, exporting: false };

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
    exportRequested: (state) => {
      state.exporting = true;
    },
    exportFinished: (state) => {
      state.exporting = false;
    },
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

export const { controlSelected, controlClosed, exportRequested, exportFinished } = complianceSlice.actions;
export const { selectSelectedControlId, selectExporting } = injected.selectors;
