import { createAction } from '@reduxjs/toolkit';
import { getApiErrorMessage } from '@/api/apiError';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import type { RootState } from '@/app/store';
import { hasPermission } from '@/contracts/permissions';
import { authApi } from '@/features/auth/authApi';
import { Sealed } from '@/features/auth/Sealed';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';
import { SAVE_STATE_RESET_DELAY_MS, settingsText } from '@/features/settings/constants';
import { draftFrom } from '@/features/settings/defaults';
import { settingsApi } from '@/features/settings/settingsApi';
import type { SettingsDraft } from '@/features/settings/types';

/** Every request of a save has succeeded: the button shows "Saved!". */
export const settingsSaved = createAction<{ requestId: string; company: string; email: string }>('settings/saved');

const same = (left: object, right: object) => JSON.stringify(left) === JSON.stringify(right);

/** The requests a save needs: only the parts that differ from the server's copy, and only what the role may change. */
const changedParts = (state: RootState, draft: SettingsDraft) => {
  const user = state.auth.user;
  const saved = settingsApi.endpoints.getSettings.select()(state).data;
  if (!user || !saved) throw new Error('Settings are saved only once loaded');
  const stored = draftFrom(user, saved);
  const mayManageOrganization = hasPermission(user.role, 'organization:manage');
  return {
    profile: !same(draft.profile, stored.profile),
    emailChanged: draft.profile.email.trim().toLowerCase() !== user.email,
    notifications: !same(draft.notifications, stored.notifications),
    compliance: mayManageOrganization && !same(draft.compliance, stored.compliance),
    organization: mayManageOrganization && !same(draft.organization, stored.organization),
  };
};

/**
 * SPEC §4: idle -> saving (while the requests run) -> saved (2 s) -> idle, or error when the server refuses. A new
 * email needs the current password, which travels sealed so no action carries it.
 */
export const saveSettings = createAppAsyncThunk(
  'settings/save',
  async (password: Sealed<{ currentPassword: string }> | undefined, { dispatch, getState, requestId }) => {
    const state = getState();
    const draft = state.settings?.draft;
    if (!draft) return;
    const parts = changedParts(state, draft);
    try {
      if (parts.profile) {
        const { name, email, role, phone, timezone } = draft.profile;
        const currentPassword = parts.emailChanged ? password?.unseal().currentPassword : undefined;
        const body = { name, email, jobTitle: role, phone, timezone, currentPassword };
        await dispatch(authApi.endpoints.updateDetails.initiate(new Sealed(body))).unwrap();
      }
      if (parts.notifications) {
        await dispatch(settingsApi.endpoints.saveNotifications.initiate(draft.notifications)).unwrap();
      }
      if (parts.compliance) await dispatch(settingsApi.endpoints.saveCompliance.initiate(draft.compliance)).unwrap();
      if (parts.organization) {
        const { size, ...organization } = draft.organization;
        await dispatch(
          settingsApi.endpoints.saveOrganization.initiate({ ...organization, size: size === '' ? null : size }),
        ).unwrap();
      }
    } catch (error) {
      dispatch(toastShown({ kind: 'error', message: settingsText.saveFailed(getApiErrorMessage(error)) }));
      throw error;
    }
    // A new email waits for its address to confirm it: the form goes back to the email the account still has.
    const saved = getState().auth.user;
    dispatch(
      settingsSaved({
        requestId,
        company: saved?.company ?? draft.profile.company,
        email: saved?.email ?? draft.profile.email,
      }),
    );
    dispatch(toastShown({ kind: 'success', message: settingsText.saved }));
    await delay(SAVE_STATE_RESET_DELAY_MS);
  },
  { condition: (_password, { getState }) => getState().settings?.saveStatus !== 'saving' },
);

/** Whether saving the draft would move the account to a new email, which asks for the current password first. */
export const selectSaveNeedsPassword = (state: RootState): boolean => {
  const draft = state.settings?.draft;
  const user = state.auth.user;
  return Boolean(draft && user && draft.profile.email.trim().toLowerCase() !== user.email);
};
