import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEndedByServer } from '@/api/sessionEndedByServer';
import { authApi } from '@/features/auth/authApi';
import { readStoredToken } from '@/features/auth/tokenStorage';
import type { SessionUser } from '@/features/auth/types';

export type AuthState = {
  user: SessionUser | null;
  token: string | null;
  /** SPEC §4: true from start-up until the stored token has been checked against /auth/me. */
  isCheckingSession: boolean;
};

const initialAuthState = (): AuthState => {
  const token = readStoredToken();
  return { user: null, token, isCheckingSession: token !== null };
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionRestored: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
      state.isCheckingSession = false;
    },
    sessionRejected: (state) => {
      state.user = null;
      state.token = null;
      state.isCheckingSession = false;
    },
    signedOut: (state) => {
      state.user = null;
      state.token = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEndedByServer, (state) => {
        state.user = null;
        state.token = null;
      })
      .addMatcher(
        isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
        (state, { payload }) => {
          state.token = payload.token;
          state.user = payload.user;
          state.isCheckingSession = false;
        },
      )
      .addMatcher(authApi.endpoints.updateDetails.matchFulfilled, (state, { payload }) => {
        state.user = payload;
      });
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsCheckingSession: (state) => state.isCheckingSession,
  },
});

export const { sessionRestored, sessionRejected, signedOut } = authSlice.actions;
export const { selectCurrentUser, selectToken, selectIsCheckingSession } = authSlice.selectors;
