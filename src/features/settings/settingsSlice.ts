import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { defaultSettings, emptyPasswordDraft, emptySeed } from '@/features/settings/defaults';
import type {
  ComplianceSettings,
  NotificationKey,
  OrganizationSettings,
  PasswordDraft,
  PortableSettings,
  ProfileSeed,
  ProfileSettings,
  SaveStatus,
} from '@/features/settings/types';

export type SettingsState = PortableSettings & {
  password: PasswordDraft;
  passwordError: string | null;
  saveStatus: SaveStatus;
  /** Whose session the profile was seeded from, so a later sign-in as someone else reseeds it. */
  seededFor: string | null;
};

const initialState: SettingsState = {
  ...defaultSettings(emptySeed),
  password: emptyPasswordDraft,
  passwordError: null,
  saveStatus: 'idle',
  seededFor: null,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    profileSeeded: (state, action: PayloadAction<{ userId: string; seed: ProfileSeed }>) => ({
      ...state,
      ...defaultSettings(action.payload.seed),
      seededFor: action.payload.userId,
    }),
    profileEdited: (state, action: PayloadAction<Partial<ProfileSettings>>) => {
      Object.assign(state.profile, action.payload);
    },
    passwordEdited: (state, action: PayloadAction<Partial<PasswordDraft>>) => {
      Object.assign(state.password, action.payload);
      state.passwordError = null;
    },
    passwordRejected: (state, action: PayloadAction<string>) => {
      state.passwordError = action.payload;
    },
    passwordChangeSucceeded: (state) => {
      state.password = emptyPasswordDraft;
      state.passwordError = null;
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
    saveRequested: (state) => {
      state.saveStatus = 'saving';
    },
    saveSucceeded: (state) => {
      state.saveStatus = 'saved';
    },
    saveStateReset: (state) => {
      state.saveStatus = 'idle';
    },
    settingsReset: (state, action: PayloadAction<ProfileSeed>) => ({
      ...state,
      ...defaultSettings(action.payload),
      password: emptyPasswordDraft,
      passwordError: null,
    }),
    settingsImported: (state, action: PayloadAction<PortableSettings>) => ({ ...state, ...action.payload }),
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectPasswordDraft: (state) => state.password,
    selectPasswordError: (state) => state.passwordError,
    selectNotifications: (state) => state.notifications,
    selectComplianceSettings: (state) => state.compliance,
    selectOrganization: (state) => state.organization,
    selectSaveStatus: (state) => state.saveStatus,
    selectSeededFor: (state) => state.seededFor,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof settingsSlice> {}
}

const injected = settingsSlice.injectInto(rootReducer);

export const {
  profileSeeded,
  profileEdited,
  passwordEdited,
  passwordRejected,
  passwordChangeSucceeded,
  notificationToggled,
  complianceEdited,
  organizationEdited,
  saveRequested,
  saveSucceeded,
  saveStateReset,
  settingsReset,
  settingsImported,
} = settingsSlice.actions;

export const {
  selectProfile,
  selectPasswordDraft,
  selectPasswordError,
  selectNotifications,
  selectComplianceSettings,
  selectOrganization,
  selectSaveStatus,
  selectSeededFor,
} = injected.selectors;
