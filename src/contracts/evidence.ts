import { z } from 'zod';
import { frameworkIds } from './enums';
import { dataResponse } from './envelope';
import { confidentialityLevels, evidenceCategories } from './evidenceOptions';
import { listed, nameField, optionalText } from './fields';
import { freeTextMax } from './fieldLimits';
import { pageQuery, pagination, wholeNumberParam } from './paging';

/** New evidence is pending until a Compliance Manager or Admin reviews it. */
export const evidenceStatuses = ['approved', 'pending', 'rejected'] as const;
export type EvidenceStatus = (typeof evidenceStatuses)[number];

export const evidenceTagMax = 40;
export const evidenceTagsMax = 20;
export const evidenceControlsMax = 50;
/** The default limit of one file; the server's EVIDENCE_MAX_BYTES changes it. */
export const defaultEvidenceMaxBytes = 25 * 1024 * 1024;

export const relatedControl = z.object({ framework: z.enum(frameworkIds), controlId: z.string().min(1).max(40) });
export type RelatedControl = z.output<typeof relatedControl>;
export type EvidenceUploadFields = z.output<typeof evidenceUploadFields>;

const isoDate = z.iso.date({ error: 'must be a date such as 2027-03-31' });

/** A multipart field holding JSON (the tags, the controls): refused with the field's name when it is not. */
const jsonField = <T extends z.ZodType>(name: string, schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const tag = z.string().trim().min(1).max(evidenceTagMax);

/** The form fields sent before the file in an upload (multipart/form-data): arrays as JSON. */
export const evidenceUploadFields = z
  .object({
    name: nameField,
    category: listed(evidenceCategories, 'category'),
    description: optionalText(freeTextMax),
    tags: jsonField('tags', z.array(tag).max(evidenceTagsMax)).optional(),
    controls: jsonField('controls', z.array(relatedControl).max(evidenceControlsMax)).optional(),
    confidentiality: listed(confidentialityLevels, 'confidentiality level'),
    validUntil: isoDate.optional(),
  })
  .strict();

export const evidenceIdParams = z.object({ id: z.uuid() });
export const evidenceVersionParams = z.object({ id: z.uuid(), version: wholeNumberParam('version', 1, 10_000) });

export const evidenceListQuery = z
  .object({
    category: listed(evidenceCategories, 'category').optional(),
    status: listed(evidenceStatuses, 'status').optional(),
    confidentiality: listed(confidentialityLevels, 'confidentiality level').optional(),
    framework: z.enum(frameworkIds).optional(),
    control: z.string().min(1).max(40).optional(),
    tag: tag.optional(),
    /** Valid until within the next 30 days. */
    expiringSoon: z.enum(['true', 'false']).optional(),
    search: z.string().trim().max(200).optional(),
    ...pageQuery(24, 100),
  })
  .strict();

export const evidenceVersion = z.object({
  version: z.number(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});

export const evidenceItem = z.object({
  id: z.string(),
  name: z.string(),
  /** What the file is, decided from its content: 'PDF', 'PNG image', 'Word document', 'CSV', ... */
  type: z.string(),
  category: z.enum(evidenceCategories),
  description: z.string(),
  tags: z.array(z.string()),
  relatedControls: z.array(relatedControl),
  confidentiality: z.enum(confidentialityLevels),
  status: z.enum(evidenceStatuses),
  /** Past its valid-until date: it no longer counts as evidence. */
  expired: z.boolean(),
  validUntil: z.string().nullable(),
  uploadedBy: z.string(),
  uploadDate: z.string(),
  updatedAt: z.string(),
  current: evidenceVersion,
  /** selfReviewed: the member who reviewed the current version uploaded it (the organisation allows self-review). */
  review: z
    .object({ by: z.string(), at: z.string(), note: z.string().nullable(), selfReviewed: z.boolean() })
    .nullable(),
  accessCount: z.number(),
  lastAccessed: z.string().nullable(),
});
export type EvidenceItem = z.output<typeof evidenceItem>;

export const evidenceAccess = z.object({
  action: z.enum(['viewed', 'downloaded']),
  version: z.number(),
  by: z.string(),
  at: z.string(),
});

export const evidenceDetails = evidenceItem.extend({
  versions: z.array(evidenceVersion),
  accessHistory: z.array(evidenceAccess),
});

export const evidenceItemResponse = dataResponse(evidenceItem);
export const evidenceDetailsResponse = dataResponse(evidenceDetails);
/** The locker at a glance, over everything the caller may see, whatever the filters. */
export const evidenceSummary = z.object({
  total: z.number(),
  approved: z.number(),
  pending: z.number(),
  rejected: z.number(),
  /** Valid until within the next 30 days. */
  expiringSoon: z.number(),
});
export type EvidenceSummary = z.output<typeof evidenceSummary>;
export const evidenceSummaryResponse = dataResponse(evidenceSummary);

export const evidencePage = z.object({ items: z.array(evidenceItem), pagination });
export const evidencePageResponse = dataResponse(evidencePage);
