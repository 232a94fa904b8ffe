import { baseApi } from '@/api/baseApi';
import { userReplaced } from '@/features/auth/userReplaced';
import type {
  AppliedSettings,
  ComplianceSettings,
  NotificationSettings,
  OrganizationSettingsInput,
  SettingsFile,
  StoredSettings,
} from '@/contracts/settings';

type SettingsApiLifecycle = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: StoredSettings }>;
};

/** A save answers the settings as stored: they replace the cached copy, so no second request reads them back. */
const keepSaved = async ({ dispatch, queryFulfilled }: SettingsApiLifecycle) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
  } catch {
    // A refused save leaves the cached copy as it was; the caller shows why.
  }
};

type AppliedLifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AppliedSettings }> };

/** Import and reset change the profile too: SPEC §4, the profile update replaces the signed-in user. */
const keepApplied = async ({ dispatch, queryFulfilled }: AppliedLifecycle) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data.settings));
    dispatch(userReplaced(data.user));
  } catch {
    // Nothing was applied; the caller shows why.
  }
};

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<StoredSettings, void>({
      query: () => 'settings',
      providesTags: ['Settings'],
    }),
    saveNotifications: build.mutation<StoredSettings, NotificationSettings>({
      query: (body) => ({ url: 'settings/notifications', method: 'PUT', body }),
      onQueryStarted: (_body, api) => keepSaved(api),
    }),
    saveCompliance: build.mutation<StoredSettings, ComplianceSettings>({
      query: (body) => ({ url: 'settings/compliance', method: 'PUT', body }),
      onQueryStarted: (_body, api) => keepSaved(api),
    }),
    saveOrganization: build.mutation<StoredSettings, OrganizationSettingsInput>({
      query: (body) => ({ url: 'settings/organization', method: 'PUT', body }),
      onQueryStarted: (_body, api) => keepSaved(api),
    }),
    exportSettings: build.mutation<SettingsFile, void>({
      query: () => ({ url: 'settings/export' }),
    }),
    /** The file as read: the server validates it against the contract and applies all of it or nothing. */
    importSettings: build.mutation<AppliedSettings, unknown>({
      query: (file) => ({ url: 'settings/import', method: 'POST', body: file }),
      onQueryStarted: (_file, api) => keepApplied(api),
    }),
    resetSettings: build.mutation<AppliedSettings, void>({
      query: () => ({ url: 'settings/reset', method: 'POST', body: {} }),
      onQueryStarted: (_arg, api) => keepApplied(api),
    }),
  }),
});

export const { useGetSettingsQuery, useExportSettingsMutation, useImportSettingsMutation, useResetSettingsMutation } =
  settingsApi;
