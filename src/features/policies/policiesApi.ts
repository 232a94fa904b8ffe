import { baseApi } from '@/api/baseApi';
import type {
  PolicyApproversBody,
  PolicyAssignment,
  PolicyDetail,
  PolicyProfile,
  PolicySummary,
  PolicyToAccept,
} from '@/contracts/policies';
import type { PolicyProfileField } from '@/contracts/policyFields';
import { approversText, assignmentText, policiesText as text, policyImportText } from '@/features/policies/constants';
import { attachmentFileName, downloadBlob } from '@/lib/downloadBlob';

/** The files of a published version the server sends, by the last part of their path. */
export type PolicyFile = 'pdf' | 'markdown' | 'acceptances.csv';

const fallbackFileNames: Readonly<Record<PolicyFile, string>> = {
  pdf: 'policy.pdf',
  markdown: 'policy.md',
  'acceptances.csv': 'acceptances.csv',
};

type PolicyTemplate = { templateId: string; title: string; summary: string };
export type PolicyList = { policies: PolicySummary[]; templates: PolicyTemplate[] };

const list = { type: 'Policy' as const, id: 'LIST' };
const toAccept = { type: 'Policy' as const, id: 'TO_ACCEPT' };
const profile = { type: 'Policy' as const, id: 'PROFILE' };
const policyTag = (id: string) => ({ type: 'Policy' as const, id });
// A draft's status follows its review round: what the review loop decides reads the policy again.
const draftReviewTag = (id: string) => ({ type: 'Review' as const, id: `policyDraft:${id}` });
const changed = (id: string) => [policyTag(id), list, toAccept];

export const policiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPolicies: build.query<PolicyList, void>({
      query: () => 'policies',
      providesTags: (result) => [list, ...(result?.policies ?? []).map(({ id }) => draftReviewTag(id))],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getPolicy: build.query<PolicyDetail, string>({
      query: (policyId) => `policies/${encodeURIComponent(policyId)}`,
      providesTags: (_result, _error, policyId) => [policyTag(policyId), draftReviewTag(policyId)],
      extraOptions: { fallbackMessage: text.policyLoadFailed },
    }),
    getPoliciesToAccept: build.query<PolicyToAccept[], void>({
      query: () => 'policies/to-accept',
      transformResponse: (data: { policies: PolicyToAccept[] }) => data.policies,
      providesTags: [toAccept],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getPolicyProfile: build.query<PolicyProfile, void>({
      query: () => 'policies/profile',
      providesTags: [profile],
      extraOptions: { fallbackMessage: text.policyLoadFailed },
    }),
    generatePolicy: build.mutation<PolicyDetail, string>({
      query: (templateId) => ({ url: 'policies', method: 'POST', body: { templateId } }),
      invalidatesTags: (result) => (result ? [list] : []),
      extraOptions: { fallbackMessage: text.generateFailed },
    }),
    // A title and the file, as multipart/form-data: the browser sets the boundary.
    importPolicy: build.mutation<PolicyDetail, FormData>({
      query: (form) => ({ url: 'policies/imports', method: 'POST', body: form }),
      invalidatesTags: (result) => (result ? [list] : []),
      extraOptions: { fallbackMessage: policyImportText.failed },
    }),
    saveDraft: build.mutation<PolicyDetail, { policyId: string; body: string }>({
      query: ({ policyId, body }) => ({
        url: `policies/${encodeURIComponent(policyId)}/draft`,
        method: 'PUT',
        body: { body },
      }),
      invalidatesTags: (result, _error, { policyId }) =>
        result ? [...changed(policyId), draftReviewTag(policyId)] : [],
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    publishPolicy: build.mutation<PolicyDetail, { policyId: string; changelog: string; material: boolean }>({
      query: ({ policyId, ...body }) => ({
        url: `policies/${encodeURIComponent(policyId)}/publication`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, _error, { policyId }) => (result ? changed(policyId) : []),
      extraOptions: { fallbackMessage: text.publishFailed },
    }),
    // Every draft quotes the profile, so a field filled in may clear a blocker of any policy.
    updatePolicyProfile: build.mutation<PolicyProfile, Partial<Record<PolicyProfileField, string>>>({
      query: (fields) => ({ url: 'policies/profile', method: 'PUT', body: { fields } }),
      invalidatesTags: (result) => (result ? ['Policy'] : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    assignPolicy: build.mutation<PolicyDetail, PolicyAssignment & { policyId: string }>({
      query: ({ policyId, ...assignment }) => ({
        url: `policies/${encodeURIComponent(policyId)}/assignment`,
        method: 'PUT',
        body: assignment,
      }),
      invalidatesTags: (result, _error, { policyId }) => (result ? changed(policyId) : []),
      extraOptions: { fallbackMessage: assignmentText.saveFailed },
    }),
    setPolicyApprovers: build.mutation<PolicyDetail, PolicyApproversBody & { policyId: string }>({
      query: ({ policyId, ...body }) => ({
        url: `policies/${encodeURIComponent(policyId)}/approvers`,
        method: 'PUT',
        body,
      }),
      // The draft's review reads its approvers too.
      invalidatesTags: (result, _error, { policyId }) =>
        result ? [...changed(policyId), draftReviewTag(policyId)] : [],
      extraOptions: { fallbackMessage: approversText.saveFailed },
    }),
    acceptPolicyVersion: build.mutation<PolicyDetail, { policyId: string; versionId: string }>({
      query: ({ versionId }) => ({
        url: `policies/versions/${encodeURIComponent(versionId)}/acceptance`,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, { policyId }) => (result ? changed(policyId) : []),
      extraOptions: { fallbackMessage: text.acceptFailed },
    }),
    downloadPolicyFile: build.mutation<{ fileName: string }, { versionId: string; file: PolicyFile }>({
      // The file goes from the response straight to the download: only its name reaches the store.
      queryFn: async ({ versionId, file }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: `policies/versions/${encodeURIComponent(versionId)}/${file}`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName =
          attachmentFileName(result.meta?.response?.headers.get('Content-Disposition')) ?? fallbackFileNames[file];
        downloadBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
      extraOptions: { fallbackMessage: text.downloadFailed },
    }),
  }),
});

export const {
  useGetPoliciesQuery,
  useGetPolicyQuery,
  useGetPoliciesToAcceptQuery,
  useGeneratePolicyMutation,
  useImportPolicyMutation,
  useSaveDraftMutation,
  usePublishPolicyMutation,
  useUpdatePolicyProfileMutation,
  useAssignPolicyMutation,
  useSetPolicyApproversMutation,
  useAcceptPolicyVersionMutation,
  useDownloadPolicyFileMutation,
} = policiesApi;
