import { createSlice } from '@reduxjs/toolkit';
import { sessionEndedByServer } from '@/api/sessionEndedByServer';
import { readStoredToken } from '@/api/tokenStorage';
import { authApi } from '@/features/auth/authApi';
import { twoFactorApi } from '@/features/twoFactor/twoFactorApi';
import { restoreSession, signOut } from '@/features/auth/thunks';
import { userReplaced } from '@/features/auth/userReplaced';
import type { SessionUser } from '@/contracts/auth';

/** The token is not here: it stays in token storage, out of every action and state snapshot. */
export type AuthState = {
  user: SessionUser | null;
  /** SPEC §4: true from start-up until the stored token has been checked against /auth/me. */
  isCheckingSession: boolean;
};

const initialAuthState = (): AuthState => ({ user: null, isCheckingSession: readStoredToken() !== null });

const signedIn = (state: AuthState, { payload }: { payload: SessionUser }) => {
  state.user = payload;
  state.isCheckingSession = false;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(restoreSession.fulfilled, signedIn)
      .addCase(restoreSession.rejected, (state) => {
        state.user = null;
        state.isCheckingSession = false;
      })
      .addCase(signOut.pending, (state) => {
        state.user = null;
      })
      .addCase(sessionEndedByServer, (state) => {
        state.user = null;
      })
      .addCase(userReplaced, (state, { payload }) => {
        if (state.user) state.user = payload;
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        // A second factor may still be due: signed in only when the password step answered the user.
        if (payload.user) signedIn(state, { payload: payload.user });
      })
      .addMatcher(twoFactorApi.endpoints.completeTwoFactorSignIn.matchFulfilled, signedIn)
      .addMatcher(authApi.endpoints.register.matchFulfilled, signedIn)
      .addMatcher(authApi.endpoints.updateDetails.matchFulfilled, (state, { payload }) => {
        state.user = payload;
      });
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsCheckingSession: (state) => state.isCheckingSession,
  },
});

export const { selectCurrentUser, selectIsCheckingSession } = authSlice.selectors;
