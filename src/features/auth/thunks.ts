import { baseApi } from '@/api/baseApi';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { authApi } from '@/features/auth/authApi';
import { sessionRejected, sessionRestored, signedOut } from '@/features/auth/authSlice';

/** SPEC §4: a stored token is checked against /auth/me; a failed check removes it. */
export const restoreSession = createAppAsyncThunk('auth/sessionCheckRequested', async (_, { dispatch, getState }) => {
  if (!getState().auth.token) return;
  const request = dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
  try {
    dispatch(sessionRestored(await request.unwrap()));
  } catch {
    dispatch(sessionRejected());
  }
});

/** SPEC §4: the local session ends even when the server call fails. */
export const signOut = createAppAsyncThunk('auth/signOutRequested', async (_, { dispatch }) => {
  try {
    await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch {
    // Already logged by the base query; signing out locally must not depend on the server.
  } finally {
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  }
});
