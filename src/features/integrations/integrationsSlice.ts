import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { IntegrationType } from '@/contracts/integrations';
import {
  connectionTestRequested,
  connectRequested,
  disconnectRequested,
  refreshAllRequested,
  syncRequested,
} from '@/features/integrations/thunks';
import type { CategoryFilter, IntegrationDialog, IntegrationTask } from '@/features/integrations/types';

/** What the user is looking at and what they asked for that is under way; the integrations are the list's cache. */
export type IntegrationsState = {
  category: CategoryFilter;
  search: string;
  /** The dialog shown; it stays while the dialog fades out (`dialogOpen` false) so it keeps its content. */
  dialog: IntegrationDialog | null;
  dialogOpen: boolean;
  tasks: Partial<Record<IntegrationType, IntegrationTask>>;
  refreshingAll: boolean;
};

const initialState: IntegrationsState = {
  category: 'all',
  search: '',
  dialog: null,
  dialogOpen: false,
  tasks: {},
  refreshingAll: false,
};

const taskSettled = isAnyOf(
  connectRequested.fulfilled,
  connectRequested.rejected,
  syncRequested.fulfilled,
  syncRequested.rejected,
  connectionTestRequested.fulfilled,
  connectionTestRequested.rejected,
  disconnectRequested.fulfilled,
  disconnectRequested.rejected,
);

export const integrationsSlice = createSlice({
  name: 'integrations',
  initialState,
  reducers: {
    categoryChanged: (state, action: PayloadAction<CategoryFilter>) => {
      state.category = action.payload;
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
    connectDialogOpened: (state, action: PayloadAction<IntegrationType>) => {
      state.dialog = { kind: 'connect', type: action.payload };
      state.dialogOpen = true;
    },
    detailsDialogOpened: (state, action: PayloadAction<IntegrationType>) => {
      state.dialog = { kind: 'details', type: action.payload };
      state.dialogOpen = true;
    },
    dialogClosed: (state) => {
      state.dialogOpen = false;
    },
    dialogExited: (state) => {
      // Another dialog may have opened while this one faded out.
      if (!state.dialogOpen) state.dialog = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(connectRequested.pending, (state, { meta }) => {
        state.tasks[meta.arg.type] = 'connecting';
      })
      .addCase(connectRequested.fulfilled, (state, { payload, meta }) => {
        // A refused connection keeps its dialog, and what was typed, open to correct.
        const connectDialog = state.dialog?.kind === 'connect' && state.dialog.type === meta.arg.type;
        if (payload.refusal === null && connectDialog) state.dialogOpen = false;
      })
      .addCase(syncRequested.pending, (state, { meta }) => {
        state.tasks[meta.arg.type] = 'syncing';
      })
      .addCase(connectionTestRequested.pending, (state, { meta }) => {
        state.tasks[meta.arg.type] = 'testing';
      })
      .addCase(disconnectRequested.pending, (state, { meta }) => {
        state.tasks[meta.arg.type] = 'disconnecting';
      })
      .addCase(refreshAllRequested.pending, (state) => {
        state.refreshingAll = true;
      })
      .addMatcher(isAnyOf(refreshAllRequested.fulfilled, refreshAllRequested.rejected), (state) => {
        state.refreshingAll = false;
      })
      .addMatcher(taskSettled, (state, { meta }) => {
        delete state.tasks[meta.arg.type];
      });
  },
  selectors: {
    selectCategory: (state) => state.category,
    selectSearch: (state) => state.search,
    selectDialog: (state) => state.dialog,
    selectDialogOpen: (state) => state.dialogOpen,
    selectIntegrationTask: (state, type: IntegrationType) => state.tasks[type],
    selectRefreshingAll: (state) => state.refreshingAll,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof integrationsSlice> {}
}

const injected = integrationsSlice.injectInto(rootReducer);

export const { categoryChanged, searchChanged, connectDialogOpened, detailsDialogOpened, dialogClosed, dialogExited } =
  integrationsSlice.actions;
export const {
  selectCategory,
  selectSearch,
  selectDialog,
  selectDialogOpen,
  selectIntegrationTask,
  selectRefreshingAll,
} = injected.selectors;
