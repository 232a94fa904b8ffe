import type { z } from 'zod';
import { baseApi } from '@/api/baseApi';
import type { MessageResponse } from '@/contracts/envelope';
import type { Role } from '@/contracts/enums';
import type { AccessReview, InviteMemberBody, MemberPage, memberResponse } from '@/contracts/members';
import type { MemberTwoFactor } from '@/contracts/twoFactor';
import { accessManagementText, accessReviewText, exportText } from '@/features/members/constants';
import { attachmentFileName, downloadBlob } from '@/lib/downloadBlob';

export type MemberQuery = { search: string; page: number };

type Changed = z.output<typeof memberResponse>;

const listTag = { type: 'ManagedUser', id: 'LIST' } as const;
const twoFactorTag = { type: 'ManagedUser', id: 'TWO_FACTOR' } as const;

/**
 * Every write changes the list (and its audit rows), so each one refetches it once the server confirmed. Each answers
 * whole: the screen toasts the server's message.
 */
export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<MemberPage, MemberQuery>({
      query: ({ search, page }) => ({ url: 'members', params: { page, ...(search.trim() ? { search } : {}) } }),
      providesTags: [listTag],
      extraOptions: { fallbackMessage: accessManagementText.loadFailed },
    }),
    inviteMember: build.mutation<Changed, InviteMemberBody>({
      query: (body) => ({ url: 'members/invitations', method: 'POST', body }),
      extraOptions: { envelope: true },
      invalidatesTags: (result) => (result ? [listTag, 'AuditLogs'] : []),
    }),
    resendInvitation: build.mutation<Changed, string>({
      query: (id) => ({ url: `members/${id}/invitation`, method: 'POST' }),
      extraOptions: { envelope: true },
      invalidatesTags: (result) => (result ? [listTag, 'AuditLogs'] : []),
    }),
    revokeInvitation: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `members/${id}/invitation`, method: 'DELETE' }),
      extraOptions: { envelope: true },
      invalidatesTags: (result) => (result ? [listTag, 'AuditLogs'] : []),
    }),
    changeMemberRole: build.mutation<Changed, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `members/${id}/role`, method: 'PUT', body: { role } }),
      extraOptions: { envelope: true },
      invalidatesTags: (result) => (result ? [listTag, 'AuditLogs'] : []),
    }),
    changeMemberStatus: build.mutation<Changed, { id: string; status: 'active' | 'inactive' }>({
      query: ({ id, status }) => ({ url: `members/${id}/status`, method: 'PUT', body: { status } }),
      extraOptions: { envelope: true },
      invalidatesTags: (result) => (result ? [listTag, 'AuditLogs'] : []),
    }),
    removeMember: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `members/${id}`, method: 'DELETE' }),
      extraOptions: { envelope: true },
      invalidatesTags: (result) => (result ? [listTag, 'AuditLogs'] : []),
    }),
    getMemberTwoFactor: build.query<MemberTwoFactor, void>({
      query: () => 'members/two-factor',
      providesTags: [twoFactorTag],
    }),
    resetMemberTwoFactor: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `members/${id}/two-factor/reset`, method: 'POST' }),
      extraOptions: { envelope: true },
      invalidatesTags: (result) => (result ? [twoFactorTag, 'AuditLogs'] : []),
    }),
    exportMembers: build.mutation<{ fileName: string }, void>({
      // The file goes from the response straight to the download: only its name reaches the store.
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: 'members/export',
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName = attachmentFileName(result.meta?.response?.headers.get('Content-Disposition')) ?? 'users.csv';
        downloadBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
      extraOptions: { fallbackMessage: exportText.failed },
      invalidatesTags: (result) => (result ? ['AuditLogs'] : []),
    }),
    // A mutation, not a query: each review is run (and audited) when asked for, never served from a cache.
    runAccessReview: build.mutation<AccessReview, void>({
      query: () => ({ url: 'members/access-review' }),
      extraOptions: { fallbackMessage: accessReviewText.failed },
      invalidatesTags: (result) => (result ? ['AuditLogs'] : []),
    }),
  }),
});

export const {
  useGetMembersQuery,
  useInviteMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useChangeMemberRoleMutation,
  useChangeMemberStatusMutation,
  useRemoveMemberMutation,
  useGetMemberTwoFactorQuery,
  useResetMemberTwoFactorMutation,
  useExportMembersMutation,
  useRunAccessReviewMutation,
} = membersApi;
