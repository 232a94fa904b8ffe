import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  answerResponse,
  askBody,
  type ChatMessage,
  chatMessageResponse,
  conversationListResponse,
  conversationParams,
  conversationResponse,
  feedbackBody,
  feedbackListResponse,
  messageParams,
} from '@/contracts/assistant';

const tag = 'Assistant' as const;

const conversation = {
  id: '5d0c1a6e-2f3b-4c5d-8e9f-0a1b2c3d4e5f',
  title: 'Our auditor is asking about CC7.4',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const question: ChatMessage = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  type: 'user',
  content: 'Our auditor is asking about CC7.4: what is our status?',
  timestamp: '2026-11-26T10:00:00.000Z',
  sources: [],
  feedback: null,
};

const answer: ChatMessage = {
  id: '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  type: 'assistant',
  content:
    'CC7.4 Incident response (SOC 2): critical, score 40%.\nWhat fails: An incident response exercise is 400 days old (maximum 365).',
  timestamp: '2026-11-26T10:00:00.000Z',
  sources: [
    {
      kind: 'control',
      label: 'CC7.4',
      title: 'Incident response',
      path: '/compliance?framework=SOC2&control=CC7.4',
      framework: 'SOC2',
      status: 'critical',
      score: 40,
    },
  ],
  feedback: null,
};

export const listConversationsSchema = {
  ...describeRoute({ tag, summary: "The member's recent SecuroBot conversations, latest first" }),
  response: {
    200: documented(conversationListResponse, 'The conversations', { success: true, data: [conversation] }),
    ...failures(401, 503),
  },
};

export const readConversationSchema = {
  ...describeRoute({ tag, summary: "One of the member's conversations with its messages" }),
  params: conversationParams,
  response: {
    200: documented(conversationResponse, 'The conversation', {
      success: true,
      data: { conversation, messages: [question, answer] },
    }),
    ...failures(401, 404, 503),
  },
};

export const askSchema = {
  ...describeRoute({
    tag,
    summary: "Ask SecuroBot: answered from the organisation's latest assessments and the catalogues, with sources",
  }),
  description:
    'With `Accept: text/event-stream` the answer streams as it is written (200): `delta` events `{ text }`, then ' +
    '`answered` with the data below, or `failed` with `{ success: false, message }`. A refusal before the first ' +
    'event (400, 404, ...) is JSON as usual.',
  body: askBody,
  response: {
    201: documented(answerResponse, 'The question and its answer, stored', {
      success: true,
      data: { conversation, question, answer },
    }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const regenerateSchema = {
  ...describeRoute({ tag, summary: 'Answer the question again, from the data as it is now' }),
  params: messageParams,
  response: {
    200: documented(chatMessageResponse, 'The new answer', { success: true, data: answer }),
    ...failures(401, 404, 503),
  },
};

export const feedbackSchema = {
  ...describeRoute({ tag, summary: 'Rate an answer good or poor, with an optional note' }),
  params: messageParams,
  body: feedbackBody,
  response: {
    200: documented(chatMessageResponse, 'The rated answer', { success: true, data: { ...answer, feedback: 'good' } }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const listFeedbackSchema = {
  ...describeRoute({ tag, summary: "The organisation's rated answers, newest first" }),
  response: {
    200: documented(feedbackListResponse, 'The feedback', {
      success: true,
      data: [
        {
          messageId: answer.id,
          rating: 'poor',
          note: 'Did not mention our open task',
          question: question.content,
          answer: answer.content,
          user: 'Jane Doe',
          at: '2026-11-26T10:05:00.000Z',
        },
      ],
    }),
    ...failures(401, 503),
  },
};
