import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';

export type AssessmentsState = {
  /** From the click until the screen has been told to reload, so Run Assessment cannot be pressed twice. */
  running: boolean;
};

export const initialAssessmentsState: AssessmentsState = { running: false };

export const assessmentsSlice = createSlice({
  name: 'assessments',
  initialState: initialAssessmentsState,
  reducers: {
    runRequested: (state) => {
      state.running = true;
    },
    runFinished: (state) => {
      state.running = false;
    },
  },
  selectors: {
    selectAssessmentRunning: (state) => state.running,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof assessmentsSlice> {}
}

const injected = assessmentsSlice.injectInto(rootReducer);

export const { runRequested, runFinished } = assessmentsSlice.actions;
export const { selectAssessmentRunning } = injected.selectors;
