import { baseApi, type ApiEnvelope } from '@/api/baseApi';
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
    }),
    register: build.mutation<AuthSession, Registration>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      transformResponse: toSession,
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
