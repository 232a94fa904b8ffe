import { baseApi, type ApiEnvelope } from '@/api/baseApi';
import { LOGIN_FAILED, PROFILE_UPDATE_FAILED, REGISTRATION_FAILED } from '@/features/auth/constants';
import type {
  AuthSession,
  Credentials,
  PasswordUpdate,
  ProfileUpdate,
  Registration,
  SessionUser,
} from '@/features/auth/types';

type AuthResponse = ApiEnvelope<SessionUser> & { token: string };
type MessageResponse = { success: boolean; message?: string };

const toSession = (response: AuthResponse): AuthSession => ({ token: response.token, user: response.data });
const toUser = (response: ApiEnvelope<SessionUser>): SessionUser => response.data;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSession, Credentials>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      transformResponse: toSession,
      extraOptions: { fallbackMessage: LOGIN_FAILED },
    }),
    register: build.mutation<AuthSession, Registration>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      transformResponse: toSession,
      extraOptions: { fallbackMessage: REGISTRATION_FAILED },
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'auth/logout' }),
    }),
    me: build.query<SessionUser, void>({
      query: () => 'auth/me',
      transformResponse: toUser,
      providesTags: ['Session'],
    }),
    updateDetails: build.mutation<SessionUser, ProfileUpdate>({
      query: (body) => ({ url: 'auth/updatedetails', method: 'PUT', body }),
      transformResponse: toUser,
      extraOptions: { fallbackMessage: PROFILE_UPDATE_FAILED },
      invalidatesTags: ['Session'],
    }),
    updatePassword: build.mutation<MessageResponse, PasswordUpdate>({
      query: (body) => ({ url: 'auth/updatepassword', method: 'PUT', body }),
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
