import { z } from 'zod';
import { dataResponse } from './envelope';
import { frameworkIds } from './enums';
import { freeText, optionalLine } from './fields';
import { changelogMax, policyBodyMax } from './policyLimits';
import { type PolicyProfileField, policyProfileFields } from './policyFields';
import { reviewStates } from './reviewStates';

/** A policy's place in its life: its draft's review round, or, with no draft open, its published version. */
export const policyStatuses = ['draft', 'inReview', 'approved', 'published'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];

const profileValueMax = 300;

const id = z.string().trim().min(1).max(64);

export const policyParams = z.object({ policyId: id });
export const policyVersionParams = z.object({ versionId: id });

export const generatePolicyBody = z.object({ templateId: id }).strict();

export const saveDraftBody = z
  .object({ body: freeText(policyBodyMax).pipe(z.string().min(1, 'the policy text must not be empty')) })
  .strict();

export const publishPolicyBody = z
  .object({
    changelog: freeText(changelogMax).pipe(z.string().min(1, 'say what changed in this version')),
    /** A material change is a new major version: everyone accepts it again. */
    material: z.boolean(),
  })
  .strict();

const profileField = z.enum(Object.keys(policyProfileFields) as [PolicyProfileField, ...PolicyProfileField[]]);

/** The fields to change; an empty value clears one. */
export const policyProfileBody = z
  .object({ fields: z.partialRecord(profileField, optionalLine(profileValueMax)) })
  .strict();

export const policyProfile = z.object({
  fields: z.partialRecord(profileField, z.string()),
  /** The live facts as policies quote them today; absent ones are not known. */
  facts: z.record(z.string(), z.string()),
});
export type PolicyProfile = z.output<typeof policyProfile>;

export const policyBlocker = z.object({ field: profileField, label: z.string() });

const acceptanceShare = z.object({ accepted: z.number().int(), required: z.number().int() });

export const policySummary = z.object({
  id: z.string(),
  templateId: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(policyStatuses),
  /** The published version in force ("1.2"), null before the first publication. */
  version: z.string().nullable(),
  publishedAt: z.string().nullable(),
  nextReviewOn: z.string().nullable(),
  acceptance: acceptanceShare.nullable(),
});
export type PolicySummary = z.output<typeof policySummary>;

export const policyTemplateSummary = z.object({
  templateId: z.string(),
  title: z.string(),
  summary: z.string(),
});

export const policyVersion = z.object({
  id: z.string(),
  version: z.string(),
  changelog: z.string(),
  sha256: z.string(),
  approvedBy: z.string().nullable(),
  publishedBy: z.string(),
  publishedAt: z.string(),
});

export const policyDetail = policySummary.extend({
  controls: z.record(z.enum(frameworkIds), z.array(z.string())),
  draft: z
    .object({
      body: z.string(),
      rendered: z.string(),
      blockers: z.array(policyBlocker),
      reviewState: z.enum(reviewStates).nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  versions: z.array(policyVersion),
  /** The version in force with its rendered text, as members accept it. */
  current: z.object({ id: z.string(), version: z.string(), text: z.string(), sha256: z.string() }).nullable(),
  acceptedByMe: z.boolean(),
});
export type PolicyDetail = z.output<typeof policyDetail>;

export const policyToAccept = z.object({
  policyId: z.string(),
  versionId: z.string(),
  title: z.string(),
  version: z.string(),
  publishedAt: z.string(),
});
export type PolicyToAccept = z.output<typeof policyToAccept>;

export const policyListResponse = dataResponse(
  z.object({ policies: z.array(policySummary), templates: z.array(policyTemplateSummary) }),
);
export const policyDetailResponse = dataResponse(policyDetail);
export const policyProfileResponse = dataResponse(policyProfile);
export const policiesToAcceptResponse = dataResponse(z.object({ policies: z.array(policyToAccept) }));
