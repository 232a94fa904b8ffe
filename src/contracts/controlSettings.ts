import { z } from 'zod';
import { frameworkIds } from './enums';
import { dataResponse } from './envelope';
import { calendarDayField, optionalText } from './fields';
import { integrationTypes } from './integrations';
import { evidenceCategories } from './evidenceOptions';
import { attestation } from './attestations';
import { implementationStatuses } from './controlOptions';

export { implementationStatusLabels, type ImplementationStatus } from './controlOptions';

/** Whether a control counts: applicable, its exclusion asked for (still counted), or excluded (out of the score). */
export const applicabilityStates = ['applicable', 'exclusionRequested', 'excluded'] as const;
export type ApplicabilityState = (typeof applicabilityStates)[number];

export const statementMax = 4000;
export const justificationMax = 2000;
export const justificationMin = 20;

export const controlParams = z.object({
  framework: z.enum(frameworkIds),
  controlId: z.string().trim().min(1).max(40),
});

export const controlListQuery = z.object({ framework: z.enum(frameworkIds) });

/** Only the fields sent change; null clears an owner, the statement or the review date. */
export const updateControlBody = z
  .object({
    ownerId: z.uuid().nullable().optional(),
    backupOwnerId: z.uuid().nullable().optional(),
    implementationStatus: z.enum(['not_started', 'in_progress', 'implemented']).optional(),
    statement: optionalText(statementMax).optional(),
    reviewDate: calendarDayField('reviewDate').nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Request body names no field to change');

/** Every control of one category of a framework gets these owners. */
export const assignOwnersBody = z.object({
  framework: z.enum(frameworkIds),
  category: z.string().trim().min(1).max(120),
  ownerId: z.uuid(),
  backupOwnerId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
});

export const requestExclusionBody = z.object({
  justification: z
    .string()
    .trim()
    .min(justificationMin, `justification must explain why, in at least ${justificationMin} characters`)
    .max(justificationMax),
});

const person = z.object({ id: z.string(), name: z.string() });

const applicability = z.object({
  state: z.enum(applicabilityStates),
  justification: z.string().nullable(),
  requestedBy: person.nullable(),
  requestedAt: z.string().nullable(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  /** Why the last request was refused, while the control is applicable again. */
  rejectionNote: z.string().nullable(),
});

export const controlSettings = z.object({
  framework: z.enum(frameworkIds),
  controlId: z.string(),
  name: z.string(),
  category: z.string(),
  owner: person.nullable(),
  backupOwner: person.nullable(),
  implementationStatus: z.enum(implementationStatuses),
  statement: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  reviewDate: z.string().nullable(),
  applicability,
  updatedAt: z.string().nullable(),
});

/** How a check can be met from the product: the integrations that measure it, the documents that prove it, an attestation. */
const wayIn = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('integration'), integrations: z.array(z.enum(integrationTypes)) }),
  z.object({ kind: z.literal('document'), categories: z.array(z.enum(evidenceCategories)), hint: z.string() }),
  z.object({ kind: z.literal('attestation') }),
]);

/** What an attestation of a check answers: the shape of its value. */
export const answerKinds = ['ratio', 'percent', 'date', 'confirmation', 'count'] as const;
export type AnswerKind = (typeof answerKinds)[number];

const controlCheck = z.object({
  id: z.string(),
  name: z.string(),
  answer: z.enum(answerKinds),
  /** What the answer is asked as ("Staff who completed security awareness training"). */
  question: z.string(),
  waysIn: z.array(wayIn),
  /** The latest attestation of the check, whatever its state. */
  attestation: attestation.nullable(),
});

export const controlDetails = controlSettings.extend({ checks: z.array(controlCheck) });

export const controlSettingsResponse = dataResponse(controlSettings);
export const controlListResponse = dataResponse(z.array(controlSettings));
export const controlDetailsResponse = dataResponse(controlDetails);
export const assignOwnersResponse = dataResponse(z.object({ updated: z.number() }));

export type ControlSettings = z.output<typeof controlSettings>;
export type ControlDetails = z.output<typeof controlDetails>;
export type WayIn = z.output<typeof wayIn>;
export type UpdateControlBody = z.output<typeof updateControlBody>;
export type AssignOwnersBody = z.output<typeof assignOwnersBody>;
