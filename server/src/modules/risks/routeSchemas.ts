import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { messageResponse } from '@/contracts/envelope';
import {
  type Risk,
  type RiskAssessment,
  riskAssessmentBody,
  riskAssessmentListResponse,
  riskAssessmentResponse,
  riskBody,
  riskListQuery,
  riskListResponse,
  riskOptionsResponse,
  riskOverviewResponse,
  riskParams,
  riskResponse,
  riskSuggestionsResponse,
  suggestionParams,
} from '@/contracts/risks';

const tag = 'Risks' as const;

const example: Risk = {
  id: '3a9e1c52-7b4d-4f0a-9c6e-2d8b5f1a7e43',
  title: 'Customer data exposed through a public storage bucket',
  description: 'A bucket without a public access block can be opened to the internet by one mistaken policy.',
  category: 'privacy',
  owner: { id: '2f4e6a8c-1b3d-4f5a-8c7e-9d0b2a4c6e8f', name: 'Jordan Lee' },
  controls: [{ framework: 'SOC2', controlId: 'CC6.1', name: 'Logical access security' }],
  tasks: [{ id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e', title: 'Enable S3 Block Public Access' }],
  inherent: { likelihood: 3, impact: 5, score: 15 },
  residual: { likelihood: 1, impact: 5, score: 5 },
  treatment: { type: 'mitigate' },
  reviewOn: '2027-03-01',
  status: 'open',
  sourceCheck: 'aws.s3PublicAccessBlock',
  needsTreatment: false,
  acceptanceExpired: false,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-20T14:30:00.000Z',
};

const tolerance = { level: 'medium' as const, threshold: 12 };

const assessment: RiskAssessment = {
  id: '6d5c4b3a-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  heldOn: '2026-11-30',
  participants: [{ id: example.owner?.id ?? '', name: 'Jordan Lee' }],
  notes: 'Quarterly review with engineering leads.',
  recordedBy: 'Priya Shah',
  changes: { added: [{ id: example.id, title: example.title }], closed: [], rescored: [] },
  openRisks: 11,
  createdAt: '2026-11-30T16:00:00.000Z',
};

export const listSchema = {
  ...describeRoute({ tag, summary: 'The register, a page at a time, filtered by category, treatment, owner, flags' }),
  querystring: riskListQuery,
  response: {
    200: documented(riskListResponse, 'Risks by title, with the tolerance they are flagged against', {
      success: true,
      data: { risks: [example], pagination: { page: 1, limit: 25, total: 1, pages: 1 }, tolerance },
    }),
    ...failures(400, 401, 503),
  },
};

export const overviewSchema = {
  ...describeRoute({ tag, summary: 'The heat matrix of open risks, inherent and residual, and the findings counted' }),
  response: {
    200: documented(riskOverviewResponse, 'Counts by [likelihood - 1][impact - 1]', {
      success: true,
      data: {
        tolerance,
        inherent: [
          [0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0],
          [0, 0, 0, 0, 1],
          [0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0],
        ],
        residual: [
          [0, 0, 0, 0, 1],
          [0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0],
        ],
        open: 1,
        needsTreatment: 0,
        acceptanceExpired: 0,
      },
    }),
    ...failures(401, 503),
  },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'A risk of the register' }),
  params: riskParams,
  response: {
    200: documented(riskResponse, 'The risk', { success: true, data: example }),
    ...failures(400, 401, 404, 503),
  },
};

export const createSchema = {
  ...describeRoute({ tag, summary: 'Add a risk: ratings, owner, linked controls and tasks, treatment (audited)' }),
  body: riskBody,
  response: {
    201: documented(riskResponse, 'The risk as stored', { success: true, data: example }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const updateSchema = {
  ...describeRoute({ tag, summary: 'Change a risk whole: rescore, treat, close or reopen it (audited)' }),
  params: riskParams,
  body: riskBody,
  response: {
    200: documented(riskResponse, 'The risk as stored', { success: true, data: example }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const deleteSchema = {
  ...describeRoute({ tag, summary: 'Remove a risk from the register (audited)' }),
  params: riskParams,
  response: {
    200: documented(messageResponse, 'Removed', { success: true, message: 'Risk removed' }),
    ...failures(400, 401, 404, 503),
  },
};

export const suggestionsSchema = {
  ...describeRoute({ tag, summary: 'Risks proposed from the checks failing in the latest assessments' }),
  response: {
    200: documented(riskSuggestionsResponse, 'Suggestions not yet in the register', {
      success: true,
      data: {
        suggestions: [
          {
            checkId: 'aws.s3PublicAccessBlock',
            checkName: 'S3 public access block',
            title: example.title,
            description: example.description,
            category: 'privacy',
            likelihood: 3,
            impact: 5,
            controls: [{ framework: 'SOC2', controlId: 'CC6.1' }],
          },
        ],
      },
    }),
    ...failures(401, 503),
  },
};

export const acceptSuggestionSchema = {
  ...describeRoute({ tag, summary: 'Add a suggested risk as proposed, linked to the controls of its check (audited)' }),
  params: suggestionParams,
  response: {
    201: documented(riskResponse, 'The new risk', { success: true, data: { ...example, treatment: null } }),
    ...failures(400, 401, 404, 503),
  },
};

export const listAssessmentsSchema = {
  ...describeRoute({ tag, summary: 'The risk assessments held, the last recorded first' }),
  response: {
    200: documented(riskAssessmentListResponse, 'Assessments with what each changed', {
      success: true,
      data: { assessments: [assessment] },
    }),
    ...failures(401, 503),
  },
};

export const recordAssessmentSchema = {
  ...describeRoute({ tag, summary: 'Record a risk assessment held over the register: who, when, notes (audited)' }),
  body: riskAssessmentBody,
  response: {
    201: documented(riskAssessmentResponse, 'The assessment, with what changed since the previous one', {
      success: true,
      data: assessment,
    }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const optionsSchema = {
  ...describeRoute({ tag, summary: 'Who may own, approve or take part, and the tasks and controls a risk can link' }),
  response: {
    200: documented(riskOptionsResponse, 'Active members, open tasks and the catalogues’ controls', {
      success: true,
      data: {
        members: [{ id: '2f4e6a8c-1b3d-4f5a-8c7e-9d0b2a4c6e8f', name: 'Jordan Lee', canApprove: false }],
        tasks: [{ id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e', title: 'Enable S3 Block Public Access' }],
        controls: [{ framework: 'SOC2', controlId: 'CC6.1', name: 'Logical access security' }],
      },
    }),
    ...failures(401, 503),
  },
};
