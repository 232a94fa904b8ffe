import type { z } from 'zod';
import { baseApi } from '@/api/baseApi';
import type { Attestation, SubmitAttestationBody } from '@/contracts/attestations';
import type { ControlDetails, ControlSettings, UpdateControlBody } from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import type { reviewBody } from '@/contracts/review';
import { controlsText } from '@/features/controls/constants';

type ControlRef = { framework: FrameworkId; controlId: string };
type Review = z.input<typeof reviewBody>;

const controlUrl = ({ framework, controlId }: ControlRef) => `controls/${framework}/${encodeURIComponent(controlId)}`;
const controlTag = ({ framework, controlId }: ControlRef) => ({
  type: 'Control' as const,
  id: `${framework}:${controlId}`,
});
// An exclusion or an approved attestation moves the heat map at its next reading.
const changed = (control: ControlRef) => [controlTag(control), 'HeatMap' as const];

export const controlsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getControlDetails: build.query<ControlDetails, ControlRef>({
      query: controlUrl,
      providesTags: (_result, _error, control) => [controlTag(control)],
      extraOptions: { fallbackMessage: controlsText.loadFailed },
    }),
    updateControl: build.mutation<ControlSettings, ControlRef & { changes: UpdateControlBody }>({
      query: ({ changes, ...control }) => ({ url: controlUrl(control), method: 'PUT', body: changes }),
      invalidatesTags: (result, _error, control) => (result ? changed(control) : []),
      extraOptions: { fallbackMessage: controlsText.saveFailed },
    }),
    requestExclusion: build.mutation<ControlSettings, ControlRef & { justification: string }>({
      query: ({ justification, ...control }) => ({
        url: `${controlUrl(control)}/exclusion`,
        method: 'POST',
        body: { justification },
      }),
      invalidatesTags: (result, _error, control) => (result ? changed(control) : []),
      extraOptions: { fallbackMessage: controlsText.saveFailed },
    }),
    reviewExclusion: build.mutation<ControlSettings, ControlRef & { review: Review }>({
      query: ({ review, ...control }) => ({
        url: `${controlUrl(control)}/exclusion/review`,
        method: 'POST',
        body: review,
      }),
      invalidatesTags: (result, _error, control) => (result ? changed(control) : []),
      extraOptions: { fallbackMessage: controlsText.saveFailed },
    }),
    withdrawExclusion: build.mutation<ControlSettings, ControlRef>({
      query: (control) => ({ url: `${controlUrl(control)}/exclusion`, method: 'DELETE' }),
      invalidatesTags: (result, _error, control) => (result ? changed(control) : []),
      extraOptions: { fallbackMessage: controlsText.saveFailed },
    }),
    submitAttestation: build.mutation<Attestation, ControlRef & { attestation: SubmitAttestationBody }>({
      query: ({ attestation }) => ({ url: 'attestations', method: 'POST', body: attestation }),
      invalidatesTags: (result, _error, control) => (result ? changed(control) : []),
      extraOptions: { fallbackMessage: controlsText.saveFailed },
    }),
    reviewAttestation: build.mutation<Attestation, ControlRef & { id: string; review: Review }>({
      query: ({ id, review }) => ({ url: `attestations/${id}/review`, method: 'POST', body: review }),
      invalidatesTags: (result, _error, control) => (result ? changed(control) : []),
      extraOptions: { fallbackMessage: controlsText.saveFailed },
    }),
  }),
});

export const {
  useGetControlDetailsQuery,
  useUpdateControlMutation,
  useRequestExclusionMutation,
  useReviewExclusionMutation,
  useWithdrawExclusionMutation,
  useSubmitAttestationMutation,
  useReviewAttestationMutation,
} = controlsApi;
