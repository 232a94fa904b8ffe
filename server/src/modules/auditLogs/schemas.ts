import { z } from 'zod';
import { type AuditCategory, type AuditSeverity, auditCategories, auditSeverities } from '../../db/schema';

const defaultPageSize = 20;
const maxPageSize = 100;
const searchMax = 200;

// The client's filters are a free key-value query: '' means "no filter", and so does 'all' for a choice list.
const noChoice = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
const noText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .refine((value) => /^\d{1,9}$/.test(value), `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const filters = {
  category: z.preprocess(noChoice, z.enum(auditCategories).optional()),
  severity: z.preprocess(noChoice, z.enum(auditSeverities).optional()),
  search: z.preprocess(noText, z.string().trim().max(searchMax).optional()),
};

export const listQuery = z.object({
  ...filters,
  page: wholeNumber('page', 1, 999_999_999).default(1),
  limit: wholeNumber('limit', 1, maxPageSize).default(defaultPageSize),
});

export const exportQuery = z.object({
  ...filters,
  format: z
    .string()
    .refine((value) => value === 'csv', 'format must be csv')
    .default('csv'),
});

export type AuditFilters = { category?: AuditCategory; severity?: AuditSeverity; search?: string };

const count = z.number().int().nonnegative();

const auditLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  severity: z.enum(auditSeverities),
  category: z.enum(auditCategories),
  details: z.string(),
  user: z.string(),
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
  resource: z.string().nullable(),
});

export const auditLogListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    stats: z.object({ total: count, critical: count, warning: count, info: count, success: count }),
    categories: z.object({ authentication: count, compliance: count, system: count, data: count }),
    logs: z.array(auditLogEntry),
    pagination: z.object({ page: count, limit: count, total: count, pages: count }),
  }),
});

export type AuditLogEntry = z.output<typeof auditLogEntry>;
export type AuditLogList = z.output<typeof auditLogListResponse>['data'];
