import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { runAssessment } from '@/features/assessments/thunks';

export type AssessmentsState = {
  /** From the click until the screen has been told to reload, so Run Assessment cannot be pressed twice. */
  running: boolean;
};

export const initialAssessmentsState: AssessmentsState = { running: false };

export const assessmentsSlice = createSlice({
  name: 'assessments',
  initialState: initialAssessmentsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(runAssessment.pending, (state) => {
        state.running = true;
      })
      .addMatcher(isAnyOf(runAssessment.fulfilled, runAssessment.rejected), (state) => {
        state.running = false;
      });
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

export const { selectAssessmentRunning } = injected.selectors;
