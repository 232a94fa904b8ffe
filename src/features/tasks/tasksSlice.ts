import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { TaskPriority, TaskStatus } from '@/contracts/enums';
import type { TaskListQuery } from '@/contracts/tasks';

export type TaskFiltersState = {
  status: TaskStatus | 'all';
  /** 'all', 'mine', 'unassigned' or a member's id. */
  owner: string;
  priority: TaskPriority | 'all';
  overdueOnly: boolean;
  page: number;
};

export const initialTaskFilters: TaskFiltersState = {
  status: 'open',
  owner: 'all',
  priority: 'all',
  overdueOnly: false,
  page: 1,
};

type FilterChange = Partial<Omit<TaskFiltersState, 'page'>>;

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState: initialTaskFilters,
  reducers: {
    // A new filter starts again from the first page.
    filtersChanged: (state, action: PayloadAction<FilterChange>) => ({ ...state, ...action.payload, page: 1 }),
    pageChanged: (state, action: PayloadAction<number>) => {
      state.page = action.payload;
    },
  },
  selectors: { selectTaskFilters: (state) => state },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof tasksSlice> {}
}

const injectedTasksSlice = tasksSlice.injectInto(rootReducer);

export const { filtersChanged, pageChanged } = tasksSlice.actions;
export const { selectTaskFilters } = injectedTasksSlice.selectors;

/** The filters as the server reads them ('all' is no filter). */
export const selectTaskQuery = createSelector(
  [selectTaskFilters],
  ({ status, owner, priority, overdueOnly, page }): TaskListQuery => ({
    status,
    owner,
    priority,
    ...(overdueOnly ? { overdue: 'true' } : {}),
    page: String(page),
  }),
);
