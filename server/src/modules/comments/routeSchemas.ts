import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  type Comment,
  commentParams,
  commentResponse,
  commentThreadQuery,
  commentThreadResponse,
  createCommentBody,
  mentionCandidatesQuery,
  mentionCandidatesResponse,
  updateCommentBody,
  watchBody,
  watchResponse,
} from '@/contracts/comments';

const priya = { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', name: 'Priya Shah' };
const jordan = { id: '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b', name: 'Jordan Lee' };

const example: Comment = {
  id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  subjectType: 'control',
  subjectId: 'CC6.1',
  author: priya,
  body: '@Jordan Lee can you attach the Okta MFA export before Friday?',
  visibility: 'internal',
  mentions: [jordan],
  evidence: [],
  createdAt: '2026-06-01T08:00:00.000Z',
  editedAt: null,
  deletedAt: null,
  canEdit: true,
  canDelete: true,
};

const commentDocumented = (description: string, comment: Comment = example) =>
  documented(commentResponse, description, { success: true, data: comment });

export const threadSchema = {
  ...describeRoute({
    tag: 'Comments',
    summary: "A subject's thread, oldest first (Auditors see shared comments only); q keeps the comments containing it",
  }),
  querystring: commentThreadQuery,
  response: {
    200: documented(commentThreadResponse, 'The thread', {
      success: true,
      data: {
        subject: {
          subjectType: 'control',
          subjectId: 'CC6.1',
          title: 'SOC2 CC6.1 Logical access security',
          link: '/compliance?framework=SOC2&control=CC6.1',
        },
        comments: [example],
        watching: true,
        canComment: true,
        visibilities: ['internal', 'shared'],
      },
    }),
    ...failures(400, 401, 404, 503),
  },
};

export const postSchema = {
  ...describeRoute({
    tag: 'Comments',
    summary: 'Comment on a subject (audited); the mentioned and the watchers who may read it are notified',
  }),
  body: createCommentBody,
  response: { 201: commentDocumented('The comment'), ...failures(400, 401, 404, 413, 415, 503) },
};

export const editSchema = {
  ...describeRoute({
    tag: 'Comments',
    summary: 'The author corrects a comment within 15 minutes of posting it (audited)',
  }),
  params: commentParams,
  body: updateCommentBody,
  response: {
    200: commentDocumented('The comment as edited', { ...example, editedAt: '2026-06-01T08:05:00.000Z' }),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};

export const deleteSchema = {
  ...describeRoute({
    tag: 'Comments',
    summary: 'The author or an Admin deletes a comment; it stays as a tombstone (audited)',
  }),
  params: commentParams,
  response: {
    200: commentDocumented('The tombstone', {
      ...example,
      body: '',
      mentions: [],
      deletedAt: '2026-06-01T09:00:00.000Z',
      canEdit: false,
      canDelete: false,
    }),
    ...failures(400, 401, 404, 409, 503),
  },
};

export const watchSchema = {
  ...describeRoute({
    tag: 'Comments',
    summary: "Follow a subject's new comments, or stop (the choice holds for owners too)",
  }),
  body: watchBody,
  response: {
    200: documented(watchResponse, 'The choice recorded', { success: true, data: { watching: false } }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const mentionCandidatesSchema = {
  ...describeRoute({
    tag: 'Comments',
    summary: 'Active members whose name or email starts with q (at most 20), and whether each may read the subject',
  }),
  querystring: mentionCandidatesQuery,
  response: {
    200: documented(mentionCandidatesResponse, 'The members', {
      success: true,
      data: { members: [{ ...jordan, canRead: true }] },
    }),
    ...failures(400, 401, 404, 503),
  },
};
