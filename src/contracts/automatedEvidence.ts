import { z } from 'zod';
import { dataResponse } from './envelope';
import { relatedControl } from './evidence';
import { integrationTypes } from './integrations';

/** What an integration observed for one check at its last sync: evidence collected by the system itself. */
export const automatedEvidence = z.object({
  integration: z.enum(integrationTypes),
  integrationName: z.string(),
  check: z.string(),
  checkName: z.string(),
  collectedAt: z.string(),
  /** Until when the observation counts as evidence; the next sync replaces it. */
  expiresAt: z.string(),
  expired: z.boolean(),
  /** The controls of the four frameworks the check supports. */
  controls: z.array(relatedControl),
});
export type AutomatedEvidence = z.output<typeof automatedEvidence>;

/**
 * Well-formed names only: one that names no integration or check is a 404, like another organisation's observation.
 */
export const automatedEvidenceParams = z.object({
  integration: z.string().regex(/^[a-z0-9]{1,40}$/, 'integration must be an integration type such as github'),
  check: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/, 'check must be a check id such as sourceControl.branchProtection'),
});
export type AutomatedEvidenceParams = z.output<typeof automatedEvidenceParams>;

/** `inline` to read it in the page; `attachment` (the default) downloads it and is audited. */
export const automatedEvidenceFileQuery = z
  .object({ disposition: z.enum(['inline', 'attachment']).default('attachment') })
  .strict();

/** The downloaded file: the observation as the provider answered it, with where it came from and its validity. */
export const automatedEvidenceFile = automatedEvidence.omit({ expired: true }).extend({ data: z.unknown() });
export type AutomatedEvidenceFile = z.output<typeof automatedEvidenceFile>;

export const automatedEvidenceListResponse = dataResponse(z.array(automatedEvidence));
