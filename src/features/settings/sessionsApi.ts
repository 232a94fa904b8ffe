import { baseApi } from '@/api/baseApi';
import type { ActiveSession } from '@/contracts/sessions';

/** Settings > Security: the member's live sessions. */
export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    activeSessions: build.query<ActiveSession[], void>({
      query: () => 'auth/sessions',
      providesTags: ['Sessions'],
    }),
    signOutSession: build.mutation<void, string>({
      query: (id) => ({ url: `auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherSessions: build.mutation<{ revoked: number }, void>({
      query: () => ({ url: 'auth/sessions/revoke-others', method: 'POST', body: {} }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useActiveSessionsQuery, useSignOutSessionMutation, useSignOutOtherSessionsMutation } = sessionsApi;
