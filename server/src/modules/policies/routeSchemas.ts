import { Readable } from 'node:stream';
import { z } from 'zod';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  generatePolicyBody,
  type PolicyDetail,
  policyDetailResponse,
  policyListResponse,
  policyApproversBody,
  policyAssignmentBody,
  policyParams,
  policyProfileBody,
  policyProfileResponse,
  policiesToAcceptResponse,
  policyVersionParams,
  publishPolicyBody,
  saveDraftBody,
} from '@/contracts/policies';

const tag = 'Policies' as const;

const summary = {
  id: '5b0c3f7e-8a1d-4c2e-9f3b-7d6a5e4c3b2a',
  templateId: 'access-control',
  title: 'Access Control Policy',
  summary: 'Who may reach which systems and data, how access is granted, reviewed and removed.',
  status: 'published' as const,
  version: '1.0',
  publishedAt: '2026-07-01T09:00:00.000Z',
  nextReviewOn: '2027-07-01',
  acceptance: { accepted: 4, required: 5 },
};

const detail: PolicyDetail = {
  ...summary,
  controls: { SOC2: ['CC6.1'], ISO27001: ['A.5.15'], HIPAA: [], GDPR: ['Art. 32'] },
  draft: null,
  versions: [
    {
      id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      version: '1.0',
      changelog: 'First version',
      sha256: 'a3f1c9d2e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1',
      approvedBy: 'Priya Shah',
      publishedBy: 'Jordan Lee',
      publishedAt: '2026-07-01T09:00:00.000Z',
    },
  ],
  current: {
    id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    version: '1.0',
    text: '# Access Control Policy\n\n...',
    sha256: 'a3f1c9d2e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1',
  },
  acceptedByMe: true,
  assignment: { roles: 'all', departments: 'all' },
  approval: { approvers: [], quorum: 1 },
  acceptances: [
    {
      memberId: '2f4e6a8c-1b3d-4f5a-8c7e-9d0b2a4c6e8f',
      name: 'Jordan Lee',
      acceptedAt: '2026-07-02T10:00:00.000Z',
      overdueSince: null,
    },
    {
      memberId: '8e6c4a2f-0d9b-4e7c-a5f3-1b2d3c4e5f6a',
      name: 'Sam Rivera',
      acceptedAt: null,
      overdueSince: '2026-07-15T09:00:00.000Z',
    },
  ],
};

// The handler streams the file; the document shows it as the text it is.
const file = (type: string, description: string, example: string) => ({
  description,
  content: {
    [type]: {
      schema: z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string', examples: [example] }),
    },
  },
});

export const listSchema = {
  ...describeRoute({ tag, summary: "The organisation's policies, and the library's templates not yet used" }),
  response: {
    200: documented(policyListResponse, 'Policies with status, version, next review and acceptance share', {
      success: true,
      data: { policies: [summary], templates: [{ templateId: 'backup', title: 'Backup Policy', summary: '...' }] },
    }),
    ...failures(401, 503),
  },
};

export const generateSchema = {
  ...describeRoute({ tag, summary: 'Start a policy from a library template: a draft filled from the profile' }),
  body: generatePolicyBody,
  response: {
    201: documented(policyDetailResponse, 'The new policy with its draft and blockers', {
      success: true,
      data: { ...detail, status: 'draft', version: null, current: null, versions: [] },
    }),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};

export const importSchema = {
  ...describeRoute({ tag, summary: 'Import a policy from a Markdown or Word file as a new draft (audited)' }),
  description:
    'multipart/form-data: an optional `title` field, then one `file` part: Markdown (.md, .markdown, UTF-8) or Word ' +
    '(.docx), at most 2 MB. A .docx is converted to Markdown (headings, lists, emphasis, links, tables). Without a ' +
    "title, the text's first heading or the file's name is used. Nothing is stored when the file is refused.",
  response: {
    201: documented(policyDetailResponse, 'The new policy with its draft', {
      success: true,
      data: {
        ...detail,
        templateId: 'imported-5b0c3f7e-8a1d-4c2e-9f3b-7d6a5e4c3b2a',
        title: 'Vendor Security Policy',
        summary: 'Imported from vendor-security.docx',
        importedFrom: 'vendor-security.docx',
        status: 'draft',
        version: null,
        publishedAt: null,
        nextReviewOn: null,
        acceptance: null,
        controls: { SOC2: [], ISO27001: [], HIPAA: [], GDPR: [] },
        draft: {
          body: '# Vendor Security Policy\n\n...',
          rendered: '# Vendor Security Policy\n\n...',
          blockers: [],
          reviewState: null,
          updatedAt: '2026-07-01T09:00:00.000Z',
        },
        current: null,
        versions: [],
        acceptedByMe: false,
      },
    }),
    ...failures(400, 401, 415, 503),
  },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'A policy: its draft rendered with blockers, its versions, the text in force' }),
  params: policyParams,
  response: {
    200: documented(policyDetailResponse, 'The policy', { success: true, data: detail }),
    ...failures(400, 401, 404, 503),
  },
};

export const saveDraftSchema = {
  ...describeRoute({ tag, summary: "Save the draft's text (audited); on a published policy, opens a new draft" }),
  params: policyParams,
  body: saveDraftBody,
  response: {
    200: documented(policyDetailResponse, 'The policy with its draft', { success: true, data: detail }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const publishSchema = {
  ...describeRoute({ tag, summary: 'Publish the approved draft as a numbered, frozen version (audited)' }),
  params: policyParams,
  body: publishPolicyBody,
  response: {
    200: documented(policyDetailResponse, 'The policy with the version in force', { success: true, data: detail }),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};

export const approversSchema = {
  ...describeRoute({
    tag,
    summary: "Name who approves the policy's drafts and how many of them must approve each round (audited)",
  }),
  params: policyParams,
  body: policyApproversBody,
  response: {
    200: documented(policyDetailResponse, 'The policy with its approvers and quorum', {
      success: true,
      data: {
        ...detail,
        approval: {
          approvers: [
            { id: '3a5c7e9b-2d4f-4a6c-8e0b-1c3d5e7f9a2b', name: 'Priya Shah' },
            { id: '5b7d9f1a-3c5e-4b7d-9f1a-2c4e6a8b0d3f', name: 'Alex Morgan' },
          ],
          quorum: 2,
        },
      },
    }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const assignmentSchema = {
  ...describeRoute({
    tag,
    summary: 'Assign the policy to every member, or to roles and departments: who must accept it (audited)',
  }),
  params: policyParams,
  body: policyAssignmentBody,
  response: {
    200: documented(policyDetailResponse, 'The policy with its assignment and acceptance share', {
      success: true,
      data: { ...detail, assignment: { roles: ['Admin', 'Security Analyst'], departments: ['Security'] } },
    }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const readProfileSchema = {
  ...describeRoute({ tag, summary: 'The policy profile and the live facts policies quote' }),
  response: {
    200: documented(policyProfileResponse, 'Profile fields and facts', {
      success: true,
      data: { fields: { legalName: 'Acme Health, Inc.' }, facts: { identityProvider: 'Okta' } },
    }),
    ...failures(401, 503),
  },
};

export const updateProfileSchema = {
  ...describeRoute({ tag, summary: 'Change fields of the policy profile; an empty value clears one (audited)' }),
  body: policyProfileBody,
  response: {
    200: documented(policyProfileResponse, 'The profile as stored', {
      success: true,
      data: { fields: { legalName: 'Acme Health, Inc.' }, facts: {} },
    }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const toAcceptSchema = {
  ...describeRoute({ tag, summary: 'The policies in force the signed-in member has yet to accept' }),
  response: {
    200: documented(policiesToAcceptResponse, 'Oldest publication first', {
      success: true,
      data: {
        policies: [
          {
            policyId: summary.id,
            versionId: detail.versions[0].id,
            title: summary.title,
            version: '1.0',
            publishedAt: summary.publishedAt,
          },
        ],
      },
    }),
    ...failures(401, 503),
  },
};

export const acceptSchema = {
  ...describeRoute({ tag, summary: "Accept the version in force: member, version's SHA-256, time, IP, browser" }),
  params: policyVersionParams,
  response: {
    200: documented(policyDetailResponse, 'The policy, accepted', { success: true, data: detail }),
    ...failures(400, 401, 404, 409, 503),
  },
};

export const acceptancesCsvSchema = {
  ...describeRoute({ tag, summary: "A version's acceptance records as a CSV attachment" }),
  params: policyVersionParams,
  response: {
    200: file(
      'text/csv',
      'RFC 4180 CSV, one row per member',
      'Policy,Version,Member,Accepted at,SHA-256,IP address,User agent\r\nAccess Control Policy,1.0,Jordan Lee,2026-07-02T10:00:00.000Z,a3f1…,203.0.113.7,Mozilla/5.0\r\n',
    ),
    ...failures(400, 401, 404, 503),
  },
};

export const markdownSchema = {
  ...describeRoute({ tag, summary: 'A published version as Markdown, as it was frozen' }),
  params: policyVersionParams,
  response: {
    200: file('text/markdown', 'The Markdown text', '# Access Control Policy\n\n...'),
    ...failures(400, 401, 404, 503),
  },
};

export const pdfSchema = {
  ...describeRoute({ tag, summary: 'A published version as a PDF: organisation, version, approver, dates, SHA-256' }),
  params: policyVersionParams,
  response: {
    200: {
      description: 'The PDF, as an attachment',
      content: {
        'application/pdf': {
          schema: z
            .custom<Buffer>((value) => Buffer.isBuffer(value))
            .meta({ type: 'string', format: 'binary', examples: ['%PDF-1.3 …'] }),
        },
      },
    },
    ...failures(400, 401, 404, 503),
  },
};
