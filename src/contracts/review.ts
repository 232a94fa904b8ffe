import { z } from 'zod';
import { freeTextMax, optionalText } from './fields';

/** The one review of what a member submitted (evidence, an attestation, an exclusion): approve, or reject with why. */
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
