import { baseApi } from '@/api/baseApi';
import { writeStoredToken } from '@/api/tokenStorage';
import { LOGIN_FAILED, PROFILE_UPDATE_FAILED, REGISTRATION_FAILED } from '@/features/auth/constants';
import { holdChallenge } from '@/features/auth/pendingChallenge';
import type { Sealed } from '@/features/auth/Sealed';
import type {
  AccountUser,
  Credentials,
  PasswordUpdate,
  ProfileUpdate,
  Registration,
  SessionUser,
  TokenResponse,
} from '@/contracts/auth';
import type { LoginResponse, TwoFactorStep } from '@/contracts/twoFactor';

/**
 * Sign-in and registration answer with a token (their endpoints ask for the whole answer): it goes to token storage,
 * so the actions and cache hold the user only.
 */
export const keepTokenAside = <Failure>(result: { data?: unknown; error?: Failure }) => {
  if (result.error) return { error: result.error };
  const { token, data } = result.data as TokenResponse;
  writeStoredToken(token);
  return { data };
};

/** Signed in, or a second factor is due first (which step: the code, or enrolment the organisation requires). */
export type SignInOutcome = { user: SessionUser; twoFactor: null } | { user: null; twoFactor: TwoFactorStep };

/** A password step that leads to a second factor answers a challenge instead: it goes aside as the token does. */
const keepCredentialAside = <Failure>(result: { data?: unknown; error?: Failure }) => {
  if (result.error) return { error: result.error };
  const response = result.data as LoginResponse;
  if ('token' in response) {
    writeStoredToken(response.token);
    return { data: { user: response.data, twoFactor: null } satisfies SignInOutcome };
  }
  holdChallenge(response.data.challenge);
  return { data: { user: null, twoFactor: response.data.twoFactor } satisfies SignInOutcome };
};

// Bodies with a password travel sealed (see Sealed): a mutation's argument is copied into every action it dispatches.
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignInOutcome, Sealed<Credentials>>({
      queryFn: async (credentials, _api, _extraOptions, baseQuery) =>
        keepCredentialAside(await baseQuery({ url: 'auth/login', method: 'POST', body: credentials.unseal() })),
      extraOptions: { fallbackMessage: LOGIN_FAILED, envelope: true },
    }),
    register: build.mutation<SessionUser, Sealed<Registration>>({
      queryFn: async (registration, _api, _extraOptions, baseQuery) =>
        keepTokenAside(await baseQuery({ url: 'auth/register', method: 'POST', body: registration.unseal() })),
      extraOptions: { fallbackMessage: REGISTRATION_FAILED, envelope: true },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout' }),
    }),
    me: build.query<AccountUser, void>({
      query: () => 'auth/me',
      providesTags: ['Session'],
    }),
    updateDetails: build.mutation<AccountUser, Sealed<ProfileUpdate>>({
      query: (profile) => ({ url: 'auth/updatedetails', method: 'PUT', body: profile.unseal() }),
      extraOptions: { fallbackMessage: PROFILE_UPDATE_FAILED },
      invalidatesTags: ['Session'],
    }),
    updatePassword: build.mutation<void, Sealed<PasswordUpdate>>({
      query: (passwords) => ({ url: 'auth/updatepassword', method: 'PUT', body: passwords.unseal() }),
      // The server signs out every other session.
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useMeQuery,
  useUpdateDetailsMutation,
  useUpdatePasswordMutation,
} = authApi;
