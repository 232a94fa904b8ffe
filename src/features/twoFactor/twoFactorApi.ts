import type { z } from 'zod';
import { baseApi } from '@/api/baseApi';
import { keepTokenAside } from '@/features/auth/authApi';
import { holdChallenge, readChallenge } from '@/features/auth/pendingChallenge';
import type { Sealed } from '@/features/auth/Sealed';
import type { SecretReply } from '@/features/twoFactor/SecretReply';
import type { SessionUser } from '@/contracts/auth';
import type {
  enrolledSignInResponse,
  OrganizationTwoFactorBody,
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorPasswordCodeBody,
  TwoFactorSetup,
  TwoFactorSetupBody,
  TwoFactorStatus,
} from '@/contracts/twoFactor';

/** A body to send and a secret to receive: both stay out of the actions (see Sealed and SecretReply). */
export type SecretExchange<Body extends object, Reply> = { body: Sealed<Body>; reply: SecretReply<Reply> };

/** A code to send and the recovery codes to receive. */
export type CodeExchange<Reply = string[]> = SecretExchange<TwoFactorCodeBody, Reply>;

/** Enrolment at sign-in ends with a session: its token and the recovery codes, both handed to the component. */
export type EnrolledSignIn = { token: string; recoveryCodes: string[] };

/** The server's answer goes to the reply; the mutation itself answers null, which is all the store sees. */
const deliver = <Response, Value, Failure>(
  result: { data?: unknown; error?: Failure },
  reply: SecretReply<Value>,
  pick: (response: Response) => Value,
) => {
  if (result.error) return { error: result.error };
  reply.deliver(pick(result.data as Response));
  return { data: null };
};

const codesOf = ({ recoveryCodes }: RecoveryCodes) => recoveryCodes;
const setupOf = (setup: TwoFactorSetup) => setup;

/** The second sign-in step sends the held challenge; the challenge never passes through an action either. */
const withChallenge = <Body extends object>(body: Body) => ({ challenge: readChallenge() ?? '', ...body });

export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeTwoFactorSignIn: build.mutation<SessionUser, Sealed<TwoFactorCodeBody>>({
      queryFn: async (code, _api, _extraOptions, baseQuery) => {
        const body = withChallenge(code.unseal());
        const result = keepTokenAside(await baseQuery({ url: 'auth/login/two-factor', method: 'POST', body }));
        if (!result.error) holdChallenge(null);
        return result;
      },
      extraOptions: { envelope: true },
    }),
    startTwoFactorSetupAtSignIn: build.mutation<null, SecretReply<TwoFactorSetup>>({
      queryFn: async (reply, _api, _extraOptions, baseQuery) =>
        deliver(
          await baseQuery({ url: 'auth/login/two-factor/setup', method: 'POST', body: withChallenge({}) }),
          reply,
          setupOf,
        ),
    }),
    /** The token is the component's to store once the recovery codes have been seen. */
    confirmTwoFactorSetupAtSignIn: build.mutation<null, CodeExchange<EnrolledSignIn>>({
      queryFn: async ({ body, reply }, _api, _extraOptions, baseQuery) => {
        const request = { url: 'auth/login/two-factor/confirm', method: 'POST', body: withChallenge(body.unseal()) };
        return deliver(await baseQuery(request), reply, ({ token, data }: z.output<typeof enrolledSignInResponse>) => {
          holdChallenge(null);
          return { token, recoveryCodes: codesOf(data) };
        });
      },
      extraOptions: { envelope: true },
    }),
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => 'auth/two-factor',
      providesTags: ['TwoFactor'],
    }),
    startTwoFactorSetup: build.mutation<null, SecretExchange<TwoFactorSetupBody, TwoFactorSetup>>({
      queryFn: async ({ body, reply }, _api, _extraOptions, baseQuery) =>
        deliver(await baseQuery({ url: 'auth/two-factor/setup', method: 'POST', body: body.unseal() }), reply, setupOf),
    }),
    confirmTwoFactorSetup: build.mutation<null, CodeExchange>({
      queryFn: async ({ body, reply }, _api, _extraOptions, baseQuery) =>
        deliver(
          await baseQuery({ url: 'auth/two-factor/confirm', method: 'POST', body: body.unseal() }),
          reply,
          codesOf,
        ),
      invalidatesTags: ['TwoFactor'],
    }),
    disableTwoFactor: build.mutation<void, Sealed<TwoFactorPasswordCodeBody>>({
      query: (body) => ({ url: 'auth/two-factor/disable', method: 'POST', body: body.unseal() }),
      invalidatesTags: ['TwoFactor'],
    }),
    regenerateRecoveryCodes: build.mutation<null, SecretExchange<TwoFactorPasswordCodeBody, string[]>>({
      queryFn: async ({ body, reply }, _api, _extraOptions, baseQuery) =>
        deliver(
          await baseQuery({ url: 'auth/two-factor/recovery-codes', method: 'POST', body: body.unseal() }),
          reply,
          codesOf,
        ),
      invalidatesTags: ['TwoFactor'],
    }),
    requireOrganizationTwoFactor: build.mutation<OrganizationTwoFactorBody, OrganizationTwoFactorBody>({
      query: (body) => ({ url: 'organization/two-factor', method: 'PUT', body }),
      invalidatesTags: ['TwoFactor'],
    }),
  }),
});

export const {
  useCompleteTwoFactorSignInMutation,
  useStartTwoFactorSetupAtSignInMutation,
  useConfirmTwoFactorSetupAtSignInMutation,
  useTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorSetupMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useRequireOrganizationTwoFactorMutation,
} = twoFactorApi;
