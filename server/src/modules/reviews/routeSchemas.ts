import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { pendingReviewsResponse, type Review, reviewBody, reviewParams, reviewResponse } from '@/contracts/review';

const tag = 'Reviews' as const;

const example: Review = {
  subjectType: 'controlStatement',
  subjectId: 'CC6.1',
  title: 'Statement of SOC2 CC6.1 Logical and Physical Access Controls',
  link: '/compliance?framework=SOC2&control=CC6.1',
  state: 'pending',
  round: 2,
  submittedBy: { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', name: 'Jordan Lee' },
  submittedAt: '2026-07-01T09:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  note: null,
  selfReviewed: false,
  approvers: [],
  quorum: 1,
  approvals: [],
  changedSinceSubmission: false,
  canSubmit: false,
  canDecide: true,
};

export const pendingSchema = {
  ...describeRoute({ tag, summary: 'The reviews waiting for the signed-in member, oldest submission first' }),
  response: {
    200: documented(pendingReviewsResponse, 'The pending reviews they may decide', {
      success: true,
      data: { reviews: [example] },
    }),
    ...failures(401, 503),
  },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'The current review round of a piece of work' }),
  params: reviewParams,
  response: {
    200: documented(reviewResponse, 'Its review', { success: true, data: example }),
    ...failures(400, 401, 404, 503),
  },
};

export const submitSchema = {
  ...describeRoute({ tag, summary: 'Submit the work as it stands for review (audited); a new round opens' }),
  params: reviewParams,
  response: {
    200: documented(reviewResponse, 'The review, pending', { success: true, data: example }),
    ...failures(400, 401, 404, 409, 503),
  },
};

export const decideSchema = {
  ...describeRoute({
    tag,
    summary: 'Approve, or ask for changes with a note posted in its thread (audited; four eyes)',
  }),
  params: reviewParams,
  body: reviewBody,
  response: {
    200: documented(reviewResponse, 'The review as decided', {
      success: true,
      data: { ...example, state: 'approved', reviewedBy: { id: null, name: 'Priya Shah' }, canDecide: false },
    }),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};
