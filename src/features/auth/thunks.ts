import { baseApi } from '@/api/baseApi';
import { readStoredToken, writeStoredToken } from '@/api/tokenStorage';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { authApi } from '@/features/auth/authApi';

/** SPEC §4: a stored token is checked against /auth/me; the slice reads the outcome, a listener drops a bad token. */
export const restoreSession = createAppAsyncThunk(
  'auth/restoreSession',
  (_: void, { dispatch }) =>
    dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap(),
  { condition: () => readStoredToken() !== null },
);

/** SPEC §4: the local session ends at once, and stays ended even when the server call fails. */
export const signOut = createAppAsyncThunk('auth/signOut', async (_: void, { dispatch }) => {
  try {
    await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch {
    // Already logged by the base query; signing out locally must not depend on the server.
  } finally {
    // The logout call needed the token; cleared before the reset, so no refetch goes out with it.
    writeStoredToken(null);
    dispatch(baseApi.util.resetApiState());
  }
});
