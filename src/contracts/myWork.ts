import { z } from 'zod';
import { frameworkIds, taskPriorities } from './enums';
import { dataResponse } from './envelope';
import { commentSubjectTypes } from './comments';

/** Each list holds at most this many items; its count says how many there are in all. */
export const myWorkListLimit = 50;
/** Evidence counts as expiring this many days before its valid-until date. */
export const expiringWithinDays = 30;

const person = z.object({ id: z.string(), name: z.string() });

export const myControl = z.object({
  id: z.string(),
  framework: z.enum(frameworkIds),
  title: z.string(),
  role: z.enum(['owner', 'backup']),
  /** 'YYYY-MM-DD'. */
  reviewDate: z.string().nullable(),
  overdue: z.boolean(),
  link: z.string(),
});

export const myTask = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  priority: z.enum(taskPriorities),
  link: z.string(),
});

/** What waits for the member's decision: evidence, an attestation, an exclusion, a control's statement, a policy. */
export const reviewKinds = ['evidence', 'attestation', 'exclusion', 'statement', 'policy'] as const;

export const myReview = z.object({
  kind: z.enum(reviewKinds),
  id: z.string(),
  title: z.string(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  link: z.string(),
});

export const myMention = z.object({
  commentId: z.string(),
  subjectType: z.enum(commentSubjectTypes),
  subjectTitle: z.string(),
  excerpt: z.string(),
  author: person.nullable(),
  createdAt: z.string(),
  link: z.string(),
});

export const myExpiringEvidence = z.object({
  id: z.string(),
  name: z.string(),
  /** 'YYYY-MM-DD', the last day it counts. */
  expiresAt: z.string(),
  expired: z.boolean(),
  link: z.string(),
});

/** A policy in force the member has yet to read and accept. */
export const myPolicyToAccept = z.object({
  id: z.string(),
  versionId: z.string(),
  title: z.string(),
  version: z.string(),
  publishedAt: z.string(),
  link: z.string(),
});

export const myWorkSections = [
  'controls',
  'tasks',
  'reviews',
  'mentions',
  'evidenceExpiring',
  'policiesToAccept',
] as const;
export type MyWorkSection = (typeof myWorkSections)[number];

export const myWork = z.object({
  controls: z.array(myControl),
  tasks: z.array(myTask),
  reviews: z.array(myReview),
  mentions: z.array(myMention),
  evidenceExpiring: z.array(myExpiringEvidence),
  policiesToAccept: z.array(myPolicyToAccept),
  /** How many in all, per section: a section the role may not read counts 0. */
  counts: z.object({
    controls: z.number().int(),
    tasks: z.number().int(),
    reviews: z.number().int(),
    mentions: z.number().int(),
    evidenceExpiring: z.number().int(),
    policiesToAccept: z.number().int(),
  }),
});

export const myWorkResponse = dataResponse(myWork);

export type MyControl = z.infer<typeof myControl>;
export type MyTask = z.infer<typeof myTask>;
export type MyReview = z.infer<typeof myReview>;
export type MyMention = z.infer<typeof myMention>;
export type MyExpiringEvidence = z.infer<typeof myExpiringEvidence>;
export type MyPolicyToAccept = z.infer<typeof myPolicyToAccept>;
export type MyWork = z.infer<typeof myWork>;
