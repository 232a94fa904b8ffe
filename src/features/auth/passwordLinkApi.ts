import { baseApi } from '@/api/baseApi';
import type { Sealed } from '@/features/auth/Sealed';
import type { PasswordTokenHolder } from '@/contracts/auth';
import type { SuccessResponse } from '@/contracts/envelope';

// Tokens and passwords travel sealed: a mutation's argument is copied into every action it dispatches.
export const passwordLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole answer: the screen shows the server's message. */
    forgotPassword: build.mutation<SuccessResponse, { email: string }>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
      extraOptions: { envelope: true },
    }),
    verifyPasswordToken: build.mutation<PasswordTokenHolder, Sealed<{ token: string }>>({
      query: (body) => ({ url: 'auth/password-tokens/verify', method: 'POST', body: body.unseal() }),
    }),
    setPassword: build.mutation<void, Sealed<{ token: string; password: string }>>({
      query: (body) => ({ url: 'auth/set-password', method: 'POST', body: body.unseal() }),
    }),
    /** The whole answer: the screen shows the server's message. */
    verifyEmail: build.mutation<SuccessResponse, Sealed<{ token: string }>>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body: body.unseal() }),
      extraOptions: { envelope: true },
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
