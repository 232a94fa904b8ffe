import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  type Attestation,
  attestationListQuery,
  attestationListResponse,
  attestationParams,
  attestationResponse,
  submitAttestationBody,
} from '@/contracts/attestations';
import { reviewBody } from '@/contracts/review';

const tag = 'Attestations' as const;

const example: Attestation = {
  id: '5b0f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  check: 'backgroundChecks.completedPct',
  checkName: 'Background screening',
  value: 100,
  statement: 'Every hire since March was screened by our provider before their start date.',
  evidence: { id: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f6e', name: 'Screening register Q3' },
  validUntil: '2027-06-30',
  status: 'approved',
  attestedBy: { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', name: 'Priya Shah' },
  attestedAt: '2026-07-01T09:00:00.000Z',
  reviewedBy: { id: '0b6f2a8e-3c1d-4e5f-8a9b-7c6d5e4f3a2b', name: 'Alex Morgan' },
  reviewedAt: '2026-07-01T11:00:00.000Z',
  reviewNote: null,
  selfReviewed: false,
};

export const listSchema = {
  ...describeRoute({ tag, summary: "The organisation's attestations, newest first (of one check, or all)" }),
  querystring: attestationListQuery,
  response: {
    200: documented(attestationListResponse, 'The attestations', { success: true, data: [example] }),
    ...failures(400, 401, 503),
  },
};

export const submitSchema = {
  ...describeRoute({ tag, summary: 'Attest a procedural check with its evidence (audited; counts once approved)' }),
  body: submitAttestationBody,
  response: {
    201: documented(attestationResponse, 'The attestation, awaiting approval', {
      success: true,
      data: { ...example, status: 'pending', reviewedBy: null, reviewedAt: null },
    }),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};

export const reviewSchema = {
  ...describeRoute({ tag, summary: 'Approve or reject an attestation (audited; four eyes)' }),
  params: attestationParams,
  body: reviewBody,
  response: {
    200: documented(attestationResponse, 'The attestation as reviewed', { success: true, data: example }),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};
