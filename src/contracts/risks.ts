import { z } from 'zod';
import { dataResponse } from './envelope';
import { frameworkIds } from './enums';
import { calendarDayField, freeText, listed } from './fields';
import { pageQuery, pagination } from './paging';
import {
  riskCategories,
  riskDescriptionMax,
  riskPageSize,
  riskRatingMax,
  riskStatuses,
  riskTitleMax,
  riskTreatments,
} from './riskValues';
import { RISK_TOLERANCES } from './settingsOptions';

const treatmentTextMax = 500;
const linksMax = 50;

const id = z.string().trim().min(1).max(64);
const rating = z.number().int().min(1).max(riskRatingMax);
const title = z
  .string()
  .trim()
  .min(1)
  .max(riskTitleMax)
  .regex(/^[^\p{Cc}\u2028\u2029]*$/u, 'must not contain line breaks or control characters');
const requiredText = (max: number) => freeText(max).pipe(z.string().min(1));

export const riskRating = z.object({ likelihood: rating, impact: rating });
export type RiskRating = z.output<typeof riskRating>;

export const controlRef = z.object({ framework: z.enum(frameworkIds), controlId: z.string().trim().min(1).max(40) });
export type ControlRef = z.output<typeof controlRef>;

/** How the risk is answered; a mitigation names its controls and tasks beside it, in the risk's links. */
export const riskTreatment = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mitigate') }).strict(),
  z.object({ type: z.literal('accept'), approverId: id, expiresOn: calendarDayField('treatment.expiresOn') }).strict(),
  z.object({ type: z.literal('transfer'), to: requiredText(treatmentTextMax) }).strict(),
  z.object({ type: z.literal('avoid'), how: requiredText(treatmentTextMax) }).strict(),
]);
export type RiskTreatment = z.output<typeof riskTreatment>;

const score = ({ likelihood, impact }: RiskRating) => likelihood * impact;

export const riskBody = z
  .object({
    title,
    description: freeText(riskDescriptionMax).default(''),
    category: z.enum(riskCategories),
    ownerId: id,
    controls: z.array(controlRef).max(linksMax).default([]),
    taskIds: z.array(id).max(linksMax).default([]),
    inherent: riskRating,
    residual: riskRating,
    treatment: riskTreatment.nullable(),
    reviewOn: calendarDayField('reviewOn'),
    status: z.enum(riskStatuses).default('open'),
  })
  .strict()
  .refine((body) => score(body.residual) <= score(body.inherent), {
    path: ['residual'],
    error: 'residual: the residual score cannot be higher than the inherent score',
  })
  .refine((body) => body.treatment?.type !== 'mitigate' || body.controls.length + body.taskIds.length > 0, {
    path: ['treatment'],
    error: 'treatment: a mitigated risk needs at least one linked control or task',
  });
export type RiskBody = z.input<typeof riskBody>;

export const riskParams = z.object({ riskId: id });

const noChoice = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
const flag = z.preprocess(noChoice, z.enum(['true', 'false']).optional()).transform((value) => value === 'true');

export const riskListQuery = z.object({
  category: z.preprocess(noChoice, listed(riskCategories, 'category').optional()),
  /** A treatment, or 'none' for the risks not yet treated. */
  treatment: z.preprocess(noChoice, listed([...riskTreatments, 'none'] as const, 'treatment').optional()),
  owner: z.preprocess(noChoice, id.optional()),
  status: z.preprocess(noChoice, z.enum(riskStatuses).optional()),
  aboveTolerance: flag,
  needsTreatment: flag,
  ...pageQuery(riskPageSize, 100),
});

const person = z.object({ id: z.string(), name: z.string() });

export const riskTolerance = z.object({
  level: z.enum(RISK_TOLERANCES),
  /** The highest residual score the organisation tolerates untreated. */
  threshold: z.number().int(),
});
export type RiskToleranceInfo = z.output<typeof riskTolerance>;

export const risk = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(riskCategories),
  owner: person.nullable(),
  controls: z.array(controlRef.extend({ name: z.string() })),
  tasks: z.array(z.object({ id: z.string(), title: z.string() })),
  inherent: riskRating.extend({ score: z.number().int() }),
  residual: riskRating.extend({ score: z.number().int() }),
  treatment: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('mitigate') }),
      z.object({ type: z.literal('accept'), approver: person.nullable(), expiresOn: z.string() }),
      z.object({ type: z.literal('transfer'), to: z.string() }),
      z.object({ type: z.literal('avoid'), how: z.string() }),
    ])
    .nullable(),
  reviewOn: z.string(),
  status: z.enum(riskStatuses),
  /** The failing check the risk was suggested from, if it was. */
  sourceCheck: z.string().nullable(),
  /** Residual score above the tolerance and no treatment yet. */
  needsTreatment: z.boolean(),
  /** Accepted, and the acceptance has lapsed: a finding until it is renewed or the risk treated otherwise. */
  acceptanceExpired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Risk = z.output<typeof risk>;

export const riskResponse = dataResponse(risk);

export const riskListResponse = dataResponse(z.object({ risks: z.array(risk), pagination, tolerance: riskTolerance }));

/** Counts of open risks by [likelihood - 1][impact - 1]. */
const matrix = z.array(z.array(z.number().int()));

export const riskOverview = z.object({
  tolerance: riskTolerance,
  inherent: matrix,
  residual: matrix,
  open: z.number().int(),
  needsTreatment: z.number().int(),
  acceptanceExpired: z.number().int(),
});
export type RiskOverview = z.output<typeof riskOverview>;
export const riskOverviewResponse = dataResponse(riskOverview);

export const riskSuggestion = z.object({
  checkId: z.string(),
  checkName: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(riskCategories),
  likelihood: z.number().int(),
  impact: z.number().int(),
  controls: z.array(controlRef),
});
export type RiskSuggestion = z.output<typeof riskSuggestion>;
export const riskSuggestionsResponse = dataResponse(z.object({ suggestions: z.array(riskSuggestion) }));
export const suggestionParams = z.object({ checkId: z.string().trim().min(1).max(80) });

export const riskAssessmentBody = z
  .object({
    heldOn: calendarDayField('heldOn'),
    participantIds: z.array(id).min(1, 'participantIds: name at least one participant').max(linksMax),
    notes: freeText(riskDescriptionMax).default(''),
  })
  .strict();
export type RiskAssessmentBody = z.input<typeof riskAssessmentBody>;

const riskMention = z.object({ id: z.string(), title: z.string() });

export const riskAssessmentChanges = z.object({
  added: z.array(riskMention),
  closed: z.array(riskMention),
  rescored: z.array(riskMention.extend({ from: z.number().int(), to: z.number().int() })),
});
export type RiskAssessmentChanges = z.output<typeof riskAssessmentChanges>;

export const riskAssessment = z.object({
  id: z.string(),
  heldOn: z.string(),
  participants: z.array(person),
  notes: z.string(),
  recordedBy: z.string(),
  changes: riskAssessmentChanges,
  openRisks: z.number().int(),
  createdAt: z.string(),
});
export type RiskAssessment = z.output<typeof riskAssessment>;
export const riskAssessmentResponse = dataResponse(riskAssessment);
export const riskAssessmentListResponse = dataResponse(z.object({ assessments: z.array(riskAssessment) }));

/** What a risk can be linked to and who can own, approve or take part: the choices of the risk forms. */
export const riskOptions = z.object({
  members: z.array(person.extend({ canApprove: z.boolean() })),
  tasks: z.array(z.object({ id: z.string(), title: z.string() })),
  controls: z.array(controlRef.extend({ name: z.string() })),
});
export type RiskOptions = z.output<typeof riskOptions>;
export const riskOptionsResponse = dataResponse(riskOptions);
