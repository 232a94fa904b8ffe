import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/app/store';
import { SETTINGS_SAVE_DELAY_MS } from '@/features/settings/constants';
import { defaultSettings, profileSeedOf } from '@/features/settings/defaults';
import type { PortableSettings } from '@/features/settings/types';
import { delay } from '@/lib/delay';

/**
 * The settings screen's server seam. SPEC §7: settings make no server call yet, so these endpoints answer locally
 * (the SPEC §9 defaults, a simulated 1 s save); moving settings to the API changes these two endpoints, not the screen.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<PortableSettings, void>({
      queryFn: (_arg, { getState }) => ({ data: defaultSettings(profileSeedOf((getState() as RootState).auth.user)) }),
      // Stands in for the server's copy until the session ends (sign-out resets the API state).
      keepUnusedDataFor: Infinity,
    }),
    saveSettings: build.mutation<PortableSettings, PortableSettings>({
      queryFn: async (settings) => {
        await delay(SETTINGS_SAVE_DELAY_MS);
        return { data: settings };
      },
      onQueryStarted: async (_settings, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
        } catch {
          // A failed save leaves the saved copy as it was; the save button shows the failure.
        }
      },
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
