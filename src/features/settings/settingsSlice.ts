import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/store';
import type { SessionUser } from '@/contracts/auth';
import type { StoredSettings } from '@/contracts/settings';
import { draftFrom } from '@/features/settings/defaults';
import { saveSettings, settingsSaved } from '@/features/settings/saveSettings';
import type {
  ComplianceSettings,
  NotificationKey,
  OrganizationSettings,
  ProfileSettings,
  SaveStatus,
  SettingsDraft,
} from '@/features/settings/types';

/** The draft being edited (no password: the Security tab keeps its form to itself) and the save button's state. */
export type SettingsState = {
  draft: SettingsDraft | null;
  /** Whose saved settings the draft was loaded from, so a later sign-in as someone else loads theirs. */
  loadedFor: string | null;
  saveStatus: SaveStatus;
  /** The save whose "saved" notice is showing, so an earlier save's timer does not end a later one's. */
  saveRequestId: string | null;
};

const initialState: SettingsState = { draft: null, loadedFor: null, saveStatus: 'idle', saveRequestId: null };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** The server's copy became the draft: on first load, and after an import or reset. */
    settingsLoaded: (state, action: PayloadAction<{ user: SessionUser; settings: StoredSettings }>) => {
      state.draft = draftFrom(action.payload.user, action.payload.settings);
      state.loadedFor = action.payload.user.id;
    },
    profileEdited: (state, action: PayloadAction<Partial<ProfileSettings>>) => {
      if (state.draft) Object.assign(state.draft.profile, action.payload);
    },
    notificationToggled: (state, action: PayloadAction<NotificationKey>) => {
      if (state.draft) state.draft.notifications[action.payload] = !state.draft.notifications[action.payload];
    },
    complianceEdited: (state, action: PayloadAction<Partial<ComplianceSettings>>) => {
      if (state.draft) Object.assign(state.draft.compliance, action.payload);
    },
    organizationEdited: (state, action: PayloadAction<Partial<OrganizationSettings>>) => {
      if (state.draft) Object.assign(state.draft.organization, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(saveSettings.pending, (state, { meta }) => {
        state.saveStatus = 'saving';
        state.saveRequestId = meta.requestId;
      })
      .addCase(settingsSaved, (state, { payload }) => {
        if (payload.requestId !== state.saveRequestId) return;
        state.saveStatus = 'saved';
        if (state.draft) Object.assign(state.draft.profile, { company: payload.company, email: payload.email });
      })
      .addCase(saveSettings.rejected, (state, { meta }) => {
        if (meta.requestId === state.saveRequestId) state.saveStatus = 'error';
      })
      .addCase(saveSettings.fulfilled, (state, { meta }) => {
        if (meta.requestId === state.saveRequestId) state.saveStatus = 'idle';
      });
  },
  selectors: {
    selectDraft: (state) => state.draft,
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

export const { settingsLoaded, profileEdited, notificationToggled, complianceEdited, organizationEdited } =
  settingsSlice.actions;

export const { selectDraft, selectSaveStatus, selectLoadedFor } = injected.selectors;

const requireDraft = (state: RootState): SettingsDraft => {
  const draft = selectDraft(state);
  if (!draft) throw new Error('The settings draft is read before it was loaded');
  return draft;
};

export const selectProfile = (state: RootState) => requireDraft(state).profile;
export const selectNotifications = (state: RootState) => requireDraft(state).notifications;
export const selectComplianceSettings = (state: RootState) => requireDraft(state).compliance;
export const selectOrganization = (state: RootState) => requireDraft(state).organization;
