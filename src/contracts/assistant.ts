import { z } from 'zod';
import { controlStatuses, frameworkIds } from './enums';
import { dataResponse } from './envelope';

export const questionMax = 2000;
export const feedbackRatings = ['good', 'poor'] as const;
export type FeedbackRating = (typeof feedbackRatings)[number];

/** What an answer rests on, each a link into the app: a control's heat map tile, a task, a policy, a report. */
export const chatSource = z.object({
  kind: z.enum(['control', 'task', 'policy']),
  label: z.string(),
  title: z.string(),
  /** An in-app path, e.g. '/compliance?framework=SOC2&control=CC7.4'. */
  path: z.string(),
  framework: z.enum(frameworkIds).nullable(),
  status: z.enum(controlStatuses).nullable(),
  score: z.number().nullable(),
});

export const chatMessage = z.object({
  id: z.string(),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  sources: z.array(chatSource),
  feedback: z.enum(feedbackRatings).nullable(),
});

export const conversationSummary = z.object({ id: z.string(), title: z.string(), updatedAt: z.string() });

export const conversationParams = z.object({ id: z.uuid() });
export const messageParams = z.object({ id: z.uuid() });

export const askBody = z
  .object({
    /** The conversation to continue; a new one starts without it. */
    conversationId: z.uuid().optional(),
    content: z.string().trim().min(1).max(questionMax),
  })
  .strict();

export const feedbackBody = z
  .object({ rating: z.enum(feedbackRatings), note: z.string().trim().max(questionMax).optional() })
  .strict();

export const conversationListResponse = dataResponse(z.array(conversationSummary));
export const conversationResponse = dataResponse(
  z.object({ conversation: conversationSummary, messages: z.array(chatMessage) }),
);
export const answerResponse = dataResponse(
  z.object({ conversation: conversationSummary, question: chatMessage, answer: chatMessage }),
);
export const chatMessageResponse = dataResponse(chatMessage);

export const feedbackEntry = z.object({
  messageId: z.string(),
  rating: z.enum(feedbackRatings),
  note: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  user: z.string(),
  at: z.string(),
});
export const feedbackListResponse = dataResponse(z.array(feedbackEntry));

export type ChatSource = z.output<typeof chatSource>;
export type Answered = z.output<typeof answerResponse>['data'];
export type ChatMessage = z.output<typeof chatMessage>;
export type ConversationSummary = z.output<typeof conversationSummary>;
export type FeedbackEntry = z.output<typeof feedbackEntry>;
