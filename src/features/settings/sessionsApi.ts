import { baseApi, type ApiEnvelope } from '@/api/baseApi';
import type { ActiveSession } from '@/contracts/sessions';

/** Settings > Security: the member's live sessions. */
export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    activeSessions: build.query<ActiveSession[], void>({
      query: () => 'auth/sessions',
      transformResponse: (response: ApiEnvelope<ActiveSession[]>) => response.data,
      providesTags: ['Sessions'],
    }),
    signOutSession: build.mutation<void, string>({
      query: (id) => ({ url: `auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherSessions: build.mutation<number, void>({
      query: () => ({ url: 'auth/sessions/revoke-others', method: 'POST', body: {} }),
      transformResponse: (response: ApiEnvelope<{ revoked: number }>) => response.data.revoked,
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useActiveSessionsQuery, useSignOutSessionMutation, useSignOutOtherSessionsMutation } = sessionsApi;
