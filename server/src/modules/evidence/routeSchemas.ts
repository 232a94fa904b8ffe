import { z } from 'zod';
import { sharedTokenParams } from '@/contracts/shareLinks';
import { shareLinkSchemas } from '../shareLinks';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { errorResponse } from '@/contracts/envelope';
import {
  type EvidenceItem,
  evidenceDetailsResponse,
  evidenceIdParams,
  evidenceItemResponse,
  evidenceListQuery,
  evidencePageResponse,
  evidenceSummaryResponse,
  evidenceVersionParams,
} from '@/contracts/evidence';

const tag = 'Evidence' as const;

const exampleItem: EvidenceItem = {
  id: '7d3c2a10-4b1e-4c1a-9f7e-2a6b8c0d1e2f',
  name: 'Information Security Policy',
  type: 'PDF',
  category: 'Policies',
  description: 'Approved by the board, version 3.2',
  tags: ['policy', 'annual'],
  relatedControls: [
    { framework: 'SOC2', controlId: 'CC1.1' },
    { framework: 'ISO27001', controlId: 'A.5.1' },
  ],
  confidentiality: 'internal',
  status: 'approved',
  expired: false,
  validUntil: '2027-06-30',
  uploadedBy: 'Alex Morgan',
  uploadDate: '2026-11-02T09:12:00.000Z',
  updatedAt: '2026-11-03T14:40:00.000Z',
  current: {
    version: 1,
    fileName: 'information-security-policy.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 248_113,
    sha256: '9f2b5c1d0e7a4b3c8d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c',
    uploadedBy: 'Alex Morgan',
    uploadedAt: '2026-11-02T09:12:00.000Z',
  },
  review: { by: 'Jordan Lee', at: '2026-11-03T14:40:00.000Z', note: null, selfReviewed: false },
  accessCount: 4,
  lastAccessed: '2026-11-20T10:05:00.000Z',
};

const uploadFailures = {
  413: errorResponse.meta({
    description: 'The file is over the limit (25 MB unless EVIDENCE_MAX_BYTES says otherwise)',
    examples: [{ success: false, message: 'The file is larger than 25 MB' }],
  }),
  415: errorResponse.meta({
    description: 'Not multipart/form-data, or a file whose content is not an allowed kind (whatever its name)',
    examples: [
      {
        success: false,
        message:
          'Only PDF, image (PNG, JPEG, GIF, WebP), Office, CSV, JSON, text and ZIP files can be uploaded: this file is none of them',
      },
    ],
  }),
};

// The handler streams the file; the document shows its bytes as the binary string they are.
const fileBytes = z.string().meta({ type: 'string', format: 'binary', examples: ['%PDF-1.7 …'] });
const fileResponse = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: fileBytes } },
});

export const listSchema = {
  ...describeRoute({ tag, summary: 'The evidence the caller may see, filtered and paged, latest change first' }),
  querystring: evidenceListQuery,
  response: {
    200: documented(evidencePageResponse, 'A page of evidence', {
      success: true,
      data: { items: [exampleItem], pagination: { page: 1, limit: 24, total: 1, pages: 1 } },
    }),
    ...failures(400, 401, 503),
  },
};

export const summarySchema = {
  ...describeRoute({ tag, summary: 'Counts by status of the evidence the caller may see, and how many expire soon' }),
  response: {
    200: documented(evidenceSummaryResponse, 'The counts', {
      success: true,
      data: { total: 8, approved: 4, pending: 2, rejected: 2, expiringSoon: 2 },
    }),
    ...failures(401, 503),
  },
};

export const uploadSchema = {
  ...describeRoute({ tag, summary: 'Upload evidence (multipart/form-data): pending until reviewed; audited' }),
  description:
    'Fields first, then one `file` part: `name`, `category`, `confidentiality`, and optionally `description`, `tags` ' +
    '(a JSON array), `controls` (a JSON array of `{ framework, controlId }`) and `validUntil` (YYYY-MM-DD). The ' +
    "file's kind is decided by its content; nothing is stored when it is refused.",
  response: {
    201: documented(evidenceItemResponse, 'The stored evidence', { success: true, data: exampleItem }),
    ...failures(400, 401, 503),
    ...uploadFailures,
  },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'One item with its versions and access history' }),
  params: evidenceIdParams,
  response: {
    200: documented(evidenceDetailsResponse, 'The evidence', {
      success: true,
      data: {
        ...exampleItem,
        versions: [exampleItem.current],
        accessHistory: [{ action: 'downloaded', version: 1, by: 'Jordan Lee', at: '2026-11-20T10:05:00.000Z' }],
      },
    }),
    ...failures(401, 404, 503),
  },
};

export const addVersionSchema = {
  ...describeRoute({ tag, summary: 'Upload a new version of an item (multipart/form-data, one `file` part); audited' }),
  params: evidenceIdParams,
  response: {
    201: documented(evidenceItemResponse, 'The evidence with its new version, pending review', {
      success: true,
      data: { ...exampleItem, status: 'pending', review: null },
    }),
    ...failures(400, 401, 404, 503),
    ...uploadFailures,
  },
};

export const fileSchema = {
  ...describeRoute({
    tag,
    summary: "A version's file, streamed: shown in the browser with ?disposition=inline, else downloaded (audited)",
  }),
  params: evidenceVersionParams,
  querystring: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }).strict(),
  response: { 200: fileResponse("The version's bytes"), ...failures(400, 401, 404, 503) },
};

export const evidenceShareSchemas = shareLinkSchemas({
  tag,
  kind: 'evidence',
  noun: 'public evidence item',
  opens: "the item's current version, once approved (the link stays bound to that version)",
  targetParams: evidenceIdParams,
});

export const sharedEvidenceSchema = {
  ...describeRoute({
    tag,
    summary:
      'Open shared evidence: the approved version the link was made for, while the link lives and the item is ' +
      'public; a held link (the evidence was rejected since) is a 410 (audited)',
  }),
  params: sharedTokenParams,
  response: {
    200: fileResponse('The file, shown in the browser when it can be'),
    ...failures(400, 404, 410, 429, 503),
  },
};
