import { z } from 'zod';
import { isCountryCode } from './countryCodes';
import { dataResponse } from './envelope';
import { freeTextMax } from './fieldLimits';
import { calendarDayField, freeText, nameField, noText, optionalText } from './fields';
import { pageQuery, pagination } from './paging';
import {
  businessImpacts,
  dataSharedLevels,
  reviewAnswers,
  reviewDecisions,
  reviewQuestions,
  type ReviewQuestionId,
  vendorDataCategories,
  vendorDocumentKinds,
  vendorStatuses,
  vendorTiers,
} from './vendorOptions';

export const vendorPageSize = 25;
const websiteMax = 300;
const serviceMax = 500;
const searchMax = 120;

const noChoice = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

const isHttpsAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
};

const website = z
  .string()
  .trim()
  .max(websiteMax)
  .refine(isHttpsAddress, 'website must be an https:// address, e.g. https://vendor.example');

const distinct = <T>(values: T[]) => [...new Set(values)];

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, {
    error: (issue) => `countries: ${JSON.stringify(issue.input)} is not an ISO 3166-1 alpha-2 code`,
  });

const optionalDay = (name: string) =>
  z.preprocess((value) => (value === '' ? null : value), calendarDayField(name).nullable());

const vendorFields = {
  name: nameField,
  website,
  service: freeText(serviceMax).pipe(z.string().min(1, 'service is required')),
  ownerId: z.uuid(),
  dataShared: z.enum(dataSharedLevels),
  productionAccess: z.boolean(),
  businessImpact: z.enum(businessImpacts),
  dataCategories: z.array(z.enum(vendorDataCategories)).max(vendorDataCategories.length).transform(distinct),
  countries: z.array(countryCode).max(250).transform(distinct),
  contractStart: optionalDay('contractStart'),
  contractEnd: optionalDay('contractEnd'),
  subprocessor: z.boolean(),
};

export const createVendorBody = z.object(vendorFields).strict();

/** Only the fields sent change. */
export const updateVendorBody = z
  .object({ ...vendorFields, status: z.enum(vendorStatuses) })
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Request body names no field to change');

export const vendorListQuery = z.object({
  tier: z.preprocess(noChoice, z.enum(['1', '2', '3']).transform(Number).optional()),
  status: z.preprocess(noChoice, z.enum(vendorStatuses).optional()),
  subprocessor: z.preprocess(noChoice, z.enum(['true', 'false']).optional()),
  search: z.preprocess(noText, z.string().trim().max(searchMax).optional()),
  ...pageQuery(vendorPageSize, 100),
});

const id = z.string().trim().min(1).max(64);
export const vendorParams = z.object({ vendorId: id });
export const vendorDocumentParams = z.object({ vendorId: id, documentId: id });

export const linkDocumentBody = z
  .object({ kind: z.enum(vendorDocumentKinds), evidenceId: id, expiresOn: calendarDayField('expiresOn') })
  .strict();

const questionIds = reviewQuestions.map((question) => question.id) as [ReviewQuestionId, ...ReviewQuestionId[]];

export const recordReviewBody = z
  .object({
    answers: z.record(z.enum(questionIds), z.enum(reviewAnswers)),
    findings: optionalText(freeTextMax),
    decision: z.enum(reviewDecisions),
  })
  .strict();

const person = z.object({ id: z.string(), name: z.string() });

export const vendorFinding = z.object({
  kind: z.enum(['missingDocument', 'expiredDocument']),
  documentKind: z.enum(vendorDocumentKinds),
  /** The requirement the gap is measured against, e.g. "HIPAA 164.308(b)"; null when none asks for the document. */
  requirement: z.string().nullable(),
  message: z.string(),
});

export const vendorSummary = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string(),
  service: z.string(),
  owner: person.nullable(),
  tier: z.literal(vendorTiers),
  dataShared: z.enum(dataSharedLevels),
  productionAccess: z.boolean(),
  businessImpact: z.enum(businessImpacts),
  dataCategories: z.array(z.enum(vendorDataCategories)),
  countries: z.array(z.string()),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  subprocessor: z.boolean(),
  status: z.enum(vendorStatuses),
  /** 'YYYY-MM-DD'; null once a tier-3 vendor has had its onboarding review. */
  nextReviewOn: z.string().nullable(),
  /** Whether the latest review is within the tier's cadence and did not reject the vendor. */
  reviewCurrent: z.boolean(),
  findingsCount: z.number().int(),
});

export const vendorDocument = z.object({
  id: z.string(),
  kind: z.enum(vendorDocumentKinds),
  /** The evidence item, or null when it is above the reader's clearance: the document still counts and expires. */
  evidence: z.object({ id: z.string(), name: z.string() }).nullable(),
  expiresOn: z.string(),
  expired: z.boolean(),
  linkedBy: z.string(),
  linkedAt: z.string(),
});

export const vendorReview = z.object({
  id: z.string(),
  reviewedOn: z.string(),
  reviewer: z.string(),
  answers: z.record(z.string(), z.enum(reviewAnswers)),
  findings: z.string().nullable(),
  decision: z.enum(reviewDecisions),
});

export const vendorDetail = vendorSummary.extend({
  documents: z.array(vendorDocument),
  findings: z.array(vendorFinding),
  /** Newest first. */
  reviews: z.array(vendorReview),
});

export const vendorPage = z.object({ vendors: z.array(vendorSummary), pagination });

export const vendorListResponse = dataResponse(vendorPage);
export const vendorDetailResponse = dataResponse(vendorDetail);

export type VendorListQuery = z.input<typeof vendorListQuery>;
export type VendorFilters = z.output<typeof vendorListQuery>;
export type CreateVendorBody = z.output<typeof createVendorBody>;
export type CreateVendorInput = z.input<typeof createVendorBody>;
export type UpdateVendorBody = z.output<typeof updateVendorBody>;
export type UpdateVendorInput = z.input<typeof updateVendorBody>;
export type LinkDocumentBody = z.output<typeof linkDocumentBody>;
export type RecordReviewBody = z.output<typeof recordReviewBody>;
export type RecordReviewInput = z.input<typeof recordReviewBody>;
export type VendorFinding = z.output<typeof vendorFinding>;
export type VendorSummary = z.output<typeof vendorSummary>;
export type VendorDocument = z.output<typeof vendorDocument>;
export type VendorReview = z.output<typeof vendorReview>;
export type VendorDetail = z.output<typeof vendorDetail>;
export type VendorPage = z.output<typeof vendorPage>;
