import { z } from 'zod';
import { dataResponse } from './envelope';
import { reviewStates } from './reviewStates';
import { optionalText } from './fields';
import { freeTextMax } from './fieldLimits';

/**
 * The one review of what a member submitted (evidence, an attestation, an exclusion, a control's statement): approve,
 * or reject with why (for work sent back, the changes asked for).
 */
export const reviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), note: optionalText(freeTextMax) }).strict(),
  z
    .object({
      decision: z.literal('reject'),
      note: z.string().trim().min(1, 'a rejection needs a reason').max(freeTextMax),
    })
    .strict(),
]);

export type ReviewBody = z.output<typeof reviewBody>;

/**
 * Work that a second member signs off through the one review loop: submitted, then approved or sent back with the
 * changes asked for, then submitted again. A kind of work joins by one declaration on the server.
 */
export const reviewSubjectTypes = ['controlStatement', 'policyDraft', 'evidence'] as const;
export type ReviewSubjectType = (typeof reviewSubjectTypes)[number];

export const reviewParams = z.object({
  subjectType: z.enum(reviewSubjectTypes),
  subjectId: z.string().trim().min(1).max(64),
});

const person = z.object({ id: z.string().nullable(), name: z.string() });

export const review = z.object({
  subjectType: z.enum(reviewSubjectTypes),
  subjectId: z.string(),
  /** What is reviewed, as people name it ("Statement of CC6.1 Logical access security"). */
  title: z.string(),
  /** Where the work opens in the app. */
  link: z.string(),
  /** null: never submitted. */
  state: z.enum(reviewStates).nullable(),
  /** How many times it was submitted. */
  round: z.number().int().nonnegative(),
  submittedBy: person.nullable(),
  submittedAt: z.string().nullable(),
  reviewedBy: person.nullable(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's note: what to change, or a remark with an approval. */
  note: z.string().nullable(),
  selfReviewed: z.boolean(),
  /** Who may approve it, when the work names its approvers; empty: any member whose role may decide. */
  approvers: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many approvals a round needs before it is approved. */
  quorum: z.number().int().positive(),
  /** The approvals given in the current round while it waits for the rest of its quorum. */
  approvals: z.array(z.object({ id: z.string(), name: z.string(), at: z.string() })),
  /** The work changed after it was submitted: what a reviewer approved or was asked to review is no longer what stands. */
  changedSinceSubmission: z.boolean(),
  /** For the reader. */
  canSubmit: z.boolean(),
  canDecide: z.boolean(),
});

export const reviewResponse = dataResponse(review);
export const pendingReviewsResponse = dataResponse(z.object({ reviews: z.array(review) }));

export type Review = z.output<typeof review>;
