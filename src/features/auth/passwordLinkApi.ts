import { baseApi, type ApiEnvelope } from '@/api/baseApi';
import type { Sealed } from '@/features/auth/Sealed';
import type { PasswordTokenHolder } from '@/contracts/auth';

type MessageResponse = { success: boolean; message: string };

// Tokens and passwords travel sealed: a mutation's argument is copied into every action it dispatches.
export const passwordLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    verifyPasswordToken: build.mutation<PasswordTokenHolder, Sealed<{ token: string }>>({
      query: (body) => ({ url: 'auth/password-tokens/verify', method: 'POST', body: body.unseal() }),
      transformResponse: (response: ApiEnvelope<PasswordTokenHolder>) => response.data,
    }),
    setPassword: build.mutation<MessageResponse, Sealed<{ token: string; password: string }>>({
      query: (body) => ({ url: 'auth/set-password', method: 'POST', body: body.unseal() }),
    }),
    verifyEmail: build.mutation<MessageResponse, Sealed<{ token: string }>>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body: body.unseal() }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useVerifyPasswordTokenMutation,
  useSetPasswordMutation,
  useVerifyEmailMutation,
} = passwordLinkApi;
