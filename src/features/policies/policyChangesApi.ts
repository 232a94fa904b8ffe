import { baseApi } from '@/api/baseApi';
import type { SectionRewrite, TextHunk } from '@/contracts/policies';
import { changesText as text } from '@/features/policies/constants';

// Injected with the comparison and rewrite views, which load only when one is opened.
export const policyChangesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A draft side follows the draft's text and the profile it quotes, so it is read again with the policy.
    getPolicyDiff: build.query<TextHunk[], { policyId: string; from: string; to: string }>({
      query: ({ policyId, from, to }) => ({
        url: `policies/${encodeURIComponent(policyId)}/diff`,
        params: { from, to },
      }),
      transformResponse: (data: { hunks: TextHunk[] }) => data.hunks,
      providesTags: (_result, _error, { policyId }) => [{ type: 'Policy' as const, id: policyId }],
      extraOptions: { fallbackMessage: text.diffFailed },
    }),
    // A proposal only: nothing is stored, so nothing is read again.
    suggestSectionRewrite: build.mutation<SectionRewrite, { policyId: string; section: string; instruction: string }>({
      query: ({ policyId, ...body }) => ({
        url: `policies/${encodeURIComponent(policyId)}/draft/rewrites`,
        method: 'POST',
        body,
      }),
      extraOptions: { fallbackMessage: text.rewriteFailed },
    }),
  }),
});

export const { useGetPolicyDiffQuery, useSuggestSectionRewriteMutation } = policyChangesApi;
