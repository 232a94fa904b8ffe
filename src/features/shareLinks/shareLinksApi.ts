import { baseApi } from '@/api/baseApi';
import type { CreatedShare, ShareLink, ShareTarget } from '@/contracts/shareLinks';
import { shareText } from '@/features/shareLinks/constants';
import type { ShareLinkTarget } from '@/features/shareLinks/types';

const routes: Record<ShareTarget, string> = { report: 'reports', evidence: 'evidence' };
const sharesUrl = ({ kind, id }: ShareLinkTarget) => `${routes[kind]}/${id}/shares`;
const sharesTag = ({ kind, id }: ShareLinkTarget) => ({ type: 'ShareLink' as const, id: `${kind}:${id}` });

export const shareLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShareLinks: build.query<ShareLink[], ShareLinkTarget>({
      query: sharesUrl,
      providesTags: (_result, _error, target) => [sharesTag(target)],
    }),
    createShareLink: build.mutation<CreatedShare, { target: ShareLinkTarget; expiresInHours: number }>({
      query: ({ target, expiresInHours }) => ({ url: sharesUrl(target), method: 'POST', body: { expiresInHours } }),
      invalidatesTags: (result, _error, { target }) => (result ? [sharesTag(target)] : []),
      extraOptions: { fallbackMessage: shareText.createFailed },
    }),
    revokeShareLink: build.mutation<ShareLink[], { target: ShareLinkTarget; shareId: string }>({
      query: ({ target, shareId }) => ({ url: `${sharesUrl(target)}/${shareId}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, { target }) => (result ? [sharesTag(target)] : []),
      extraOptions: { fallbackMessage: shareText.revokeFailed },
    }),
  }),
});

export const { useGetShareLinksQuery, useCreateShareLinkMutation, useRevokeShareLinkMutation } = shareLinksApi;
