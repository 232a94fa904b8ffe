import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { delay } from '@/lib/delay';
import { toastShown } from '@/features/toasts/toastsSlice';
import { SAVE_STATE_RESET_DELAY_MS, SETTINGS_SAVE_DELAY_MS, settingsText } from '@/features/settings/constants';
import { passwordProblem } from '@/features/settings/passwordRules';
import {
  passwordChangeSucceeded,
  passwordRejected,
  saveRequested,
  saveStateReset,
  saveSucceeded,
  selectPasswordDraft,
  selectSaveStatus,
} from '@/features/settings/settingsSlice';

/** SPEC §4: idle -> saving (1 s) -> saved (2 s) -> idle. Simulated; settings make no server call (SPEC §7). */
export const saveSettings = createAppAsyncThunk(
  'settings/save',
  async (successMessage: string | undefined, { dispatch }) => {
    dispatch(saveRequested());
    await delay(SETTINGS_SAVE_DELAY_MS);
    dispatch(saveSucceeded());
    dispatch(toastShown({ kind: 'success', message: successMessage ?? settingsText.saved }));
    await delay(SAVE_STATE_RESET_DELAY_MS);
    dispatch(saveStateReset());
  },
  { condition: (_message, { getState }) => selectSaveStatus(getState()) !== 'saving' },
);

/** SPEC §5: validated here, then saved like any other setting; never sent to the server. */
export const changePassword = createAppAsyncThunk(
  'settings/changePassword',
  async (_: void, { dispatch, getState }) => {
    const problem = passwordProblem(selectPasswordDraft(getState()));
    if (problem) {
      // Shown inline beside the fields rather than as a toast, so it stays until the user edits them.
      dispatch(passwordRejected(problem));
      return;
    }
    dispatch(passwordChangeSucceeded());
    await dispatch(saveSettings(settingsText.security.changed));
  },
);
