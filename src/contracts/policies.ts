import { z } from 'zod';
import { dataResponse } from './envelope';
import { frameworkIds, roles } from './enums';
import { departments } from './memberOptions';
import { freeText, optionalLine, optionalText } from './fields';
import { changelogMax, policyBodyMax, policyTitleMax } from './policyLimits';
import { type PolicyProfileField, policyProfileFields } from './policyFields';
import { reviewStates } from './reviewStates';

/** A policy's place in its life: its draft's review round, or, with no draft open, its published version. */
export const policyStatuses = ['draft', 'inReview', 'approved', 'published'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];

const profileValueMax = 300;

const id = z.string().trim().min(1).max(64);

export const policyParams = z.object({ policyId: id });
export const policyVersionParams = z.object({ versionId: id });

const assignedRoles = z.union([
  z.literal('all'),
  z.array(z.enum(roles)).min(1, 'name at least one role, or "all"').max(roles.length),
]);
const assignedDepartments = z.union([
  z.literal('all'),
  z.array(z.enum(departments)).min(1, 'name at least one department, or "all"').max(departments.length),
]);

/**
 * Who must accept a policy's published versions: the members holding one of the roles named who also belong to one of
 * the departments named; 'all' leaves either unrestricted.
 */
export const policyAssignment = z.object({ roles: assignedRoles, departments: assignedDepartments });
export type PolicyAssignment = z.output<typeof policyAssignment>;
export const policyAssignmentBody = z
  .object({ roles: assignedRoles, departments: assignedDepartments.default('all') })
  .strict();

/** The most approvers one policy names. */
export const policyApproversMax = 10;

/**
 * Who approves the policy's drafts, and how many of them must approve each round. No approvers: any member who may
 * approve policies, one approval.
 */
export const policyApproversBody = z
  .object({
    approverIds: z
      .array(id)
      .max(policyApproversMax, `name at most ${policyApproversMax} approvers`)
      .refine((ids) => new Set(ids).size === ids.length, 'approverIds must name each approver once'),
    quorum: z.number().int().min(1, 'at least one approval is needed'),
  })
  .strict()
  .refine((body) => body.quorum <= Math.max(1, body.approverIds.length), {
    message: 'quorum must not exceed the number of approvers',
    path: ['quorum'],
  });
export type PolicyApproversBody = z.output<typeof policyApproversBody>;

const member = z.object({ id: z.string(), name: z.string() });

export const generatePolicyBody = z.object({ templateId: id }).strict();

/** The fields sent beside an imported policy's file; without a title, the file's first heading or name is used. */
export const policyImportFields = z.object({ title: optionalLine(policyTitleMax) }).strict();

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
  /** The file an imported policy came from; absent for a policy started from the library. */
  importedFrom: z.string().optional(),
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

/** A member asked to accept the version in force: when they did, or since when their acceptance is overdue. */
export const policyMemberAcceptance = z.object({
  memberId: z.string(),
  name: z.string(),
  acceptedAt: z.string().nullable(),
  /** The day their acceptance window closed without an acceptance; null while it is open or once accepted. */
  overdueSince: z.string().nullable(),
});
export type PolicyMemberAcceptance = z.output<typeof policyMemberAcceptance>;

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
  /** Who must accept it: the roles and departments named ('all': any). */
  assignment: policyAssignment,
  /**
   * Who approves its drafts (none named: any member who may approve policies) and how many must; for those who manage
   * policies, the members who could be named.
   */
  approval: z.object({
    approvers: z.array(member),
    quorum: z.number().int().positive(),
    candidates: z.array(member).optional(),
  }),
  /** True when the server has a language model (LLM_URL) to suggest rewrites of the draft's sections. */
  rewriteAvailable: z.boolean().optional(),
  /** Who has accepted the version in force, for its owner and those who manage policies; absent for anyone else. */
  acceptances: z.array(policyMemberAcceptance).optional(),
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

/** One side of a comparison: a published version's id, or `draft` for the open draft. */
export const draftSide = 'draft';
const diffSide = z.string().trim().min(1, `name a version id or "${draftSide}"`).max(64);
export const policyDiffQuery = z.object({ from: diffSide, to: diffSide }).strict();

/** Lines only one side has, lines both share, or a count of shared lines left out. */
export const textHunk = z.union([
  z.object({ kind: z.enum(['added', 'removed', 'unchanged']), text: z.string() }),
  z.object({ kind: z.literal('hidden'), lines: z.number().int() }),
]);
export type TextHunk = z.output<typeof textHunk>;

export const policyDiffResponse = dataResponse(z.object({ hunks: z.array(textHunk) }));

const rewriteInstructionMax = 500;
export const sectionRewriteBody = z
  .object({
    section: z.string().trim().min(1, 'name the heading of the section to rewrite').max(300),
    instruction: optionalText(rewriteInstructionMax),
  })
  .strict();

/** A rewrite the language model proposes for one section of the draft; nothing is stored until it is accepted. */
export const sectionRewrite = z.object({
  section: z.string(),
  /** The whole draft with the proposal in place of the section: what accepting it saves. */
  body: z.string(),
  hunks: z.array(textHunk),
});
export type SectionRewrite = z.output<typeof sectionRewrite>;
export const sectionRewriteResponse = dataResponse(sectionRewrite);

/** A Markdown heading and its text up to the next heading of the same or higher level, as line indexes. */
export type MarkdownSection = { heading: string; level: number; start: number; end: number };

const headingLine = /^(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t\r]*$/;
const fenceLine = /^(?:```|~~~)/;

export const markdownSections = (text: string): MarkdownSection[] => {
  const lines = text.split('\n');
  let fenced = false;
  const headings = lines.flatMap((line, start) => {
    if (fenceLine.test(line)) fenced = !fenced;
    const match = fenced ? null : headingLine.exec(line);
    return match ? [{ heading: match[2].trim(), level: match[1].length, start }] : [];
  });
  return headings.map((section, index) => ({
    ...section,
    end: headings.slice(index + 1).find((next) => next.level <= section.level)?.start ?? lines.length,
  }));
};
