import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { rootReducer, type RootState } from '@/app/store';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';
import { SAVE_STATE_RESET_DELAY_MS, settingsText } from '@/features/settings/constants';
import { defaultSettings, emptySeed } from '@/features/settings/defaults';
import { settingsApi } from '@/features/settings/settingsApi';
import type {
  ComplianceSettings,
  NotificationKey,
  OrganizationSettings,
  PortableSettings,
  ProfileSeed,
  ProfileSettings,
  SaveStatus,
} from '@/features/settings/types';

/** The draft being edited (no password: the Security tab keeps its form to itself) and the save button's state. */
export type SettingsState = PortableSettings & {
  /** Whose saved settings the draft was loaded from, so a later sign-in as someone else loads theirs. */
  loadedFor: string | null;
  saveStatus: SaveStatus;
  /** The save whose "saved" notice is showing, so an earlier save's timer does not end a later one's. */
  saveRequestId: string | null;
};

const initialState: SettingsState = {
  ...defaultSettings(emptySeed),
  loadedFor: null,
  saveStatus: 'idle',
  saveRequestId: null,
};

/**
 * SPEC §4: idle -> saving (1 s, the save endpoint) -> saved (2 s) -> idle. The thunk's pending and fulfilled bracket
 * the whole cycle; the endpoint's fulfilled is the moment the settings were saved.
 */
export const saveSettings = createAppAsyncThunk(
  'settings/save',
  async (successMessage: string | undefined, { dispatch, getState }) => {
    await dispatch(settingsApi.endpoints.saveSettings.initiate(selectPortableSettings(getState()))).unwrap();
    dispatch(toastShown({ kind: 'success', message: successMessage ?? settingsText.saved }));
    await delay(SAVE_STATE_RESET_DELAY_MS);
  },
  { condition: (_message, { getState }) => selectSaveStatus(getState()) !== 'saving' },
);

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsLoaded: (state, action: PayloadAction<{ userId: string; settings: PortableSettings }>) => ({
      ...state,
      ...action.payload.settings,
      loadedFor: action.payload.userId,
    }),
    profileEdited: (state, action: PayloadAction<Partial<ProfileSettings>>) => {
      Object.assign(state.profile, action.payload);
    },
    notificationToggled: (state, action: PayloadAction<NotificationKey>) => {
      state.notifications[action.payload] = !state.notifications[action.payload];
    },
    complianceEdited: (state, action: PayloadAction<Partial<ComplianceSettings>>) => {
      Object.assign(state.compliance, action.payload);
    },
    organizationEdited: (state, action: PayloadAction<Partial<OrganizationSettings>>) => {
      Object.assign(state.organization, action.payload);
    },
    settingsReset: (state, action: PayloadAction<ProfileSeed>) => ({ ...state, ...defaultSettings(action.payload) }),
    settingsImported: (state, action: PayloadAction<PortableSettings>) => ({ ...state, ...action.payload }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(saveSettings.pending, (state, { meta }) => {
        state.saveStatus = 'saving';
        state.saveRequestId = meta.requestId;
      })
      .addCase(saveSettings.rejected, (state, { meta }) => {
        if (meta.requestId === state.saveRequestId) state.saveStatus = 'error';
      })
      .addCase(saveSettings.fulfilled, (state, { meta }) => {
        if (meta.requestId === state.saveRequestId) state.saveStatus = 'idle';
      })
      .addMatcher(settingsApi.endpoints.saveSettings.matchFulfilled, (state) => {
        state.saveStatus = 'saved';
      });
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectNotifications: (state) => state.notifications,
    selectComplianceSettings: (state) => state.compliance,
    selectOrganization: (state) => state.organization,
    selectSaveStatus: (state) => state.saveStatus,
    selectLoadedFor: (state) => state.loadedFor,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof settingsSlice> {}
}

const injected = settingsSlice.injectInto(rootReducer);

export const {
  settingsLoaded,
  profileEdited,
  notificationToggled,
  complianceEdited,
  organizationEdited,
  settingsReset,
  settingsImported,
} = settingsSlice.actions;

export const {
  selectProfile,
  selectNotifications,
  selectComplianceSettings,
  selectOrganization,
  selectSaveStatus,
  selectLoadedFor,
} = injected.selectors;

/** What export writes, import reads and the save endpoint receives. */
export const selectPortableSettings = (state: RootState): PortableSettings => ({
  profile: selectProfile(state),
  notifications: selectNotifications(state),
  compliance: selectComplianceSettings(state),
  organization: selectOrganization(state),
});
