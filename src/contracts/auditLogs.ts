import { z } from 'zod';
import { auditCategories, auditSeverities } from './enums';
import { dataResponse } from './envelope';
import { noText } from './fields';
import { wholeNumberParam } from './paging';

/** SPEC §9: the activity log's page size. */
export const auditLogPageSize = 20;
const maxPageSize = 100;
const searchMax = 200;

/** A search's total is counted up to this many matches; past it the list says "more than" this. */
export const auditLogSearchCountCap = 10_000;

// The client's filters are a free key-value query: '' means "no filter", and so does 'all' for a choice list.
const noChoice = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

const filters = {
  category: z.preprocess(noChoice, z.enum(auditCategories).optional()),
  severity: z.preprocess(noChoice, z.enum(auditSeverities).optional()),
  search: z.preprocess(noText, z.string().trim().max(searchMax).optional()),
};

export const auditLogListQuery = z.object({
  ...filters,
  page: wholeNumberParam('page', 1, 999_999_999).default(1),
  limit: wholeNumberParam('limit', 1, maxPageSize).default(auditLogPageSize),
});

export const auditLogExportQuery = z.object({
  ...filters,
  format: z
    .string()
    .refine((value) => value === 'csv', 'format must be csv')
    .default('csv'),
});

const count = z.number().int().nonnegative();

const auditLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  severity: z.enum(auditSeverities),
  category: z.enum(auditCategories),
  details: z.string(),
  user: z.string(),
  /** ISO time. */
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
  resource: z.string().nullable(),
});

const auditLogStats = z.object({ total: count, critical: count, warning: count, info: count, success: count });
const auditLogCategoryCounts = z.object({ authentication: count, compliance: count, system: count, data: count });
/**
 * A search stops counting at auditLogSearchCountCap matches: its total is then that bound, totalIsLowerBound is true
 * (absent otherwise) and pages counts only the pages up to the bound; later pages are still served.
 */
const auditLogPagination = z.object({
  page: count,
  limit: count,
  total: count,
  pages: count,
  totalIsLowerBound: z.boolean().optional(),
});

export const auditLogPage = z.object({
  stats: auditLogStats,
  categories: auditLogCategoryCounts,
  logs: z.array(auditLogEntry),
  pagination: auditLogPagination,
});

export const auditLogListResponse = dataResponse(auditLogPage);

export type AuditLogFilters = Pick<z.output<typeof auditLogListQuery>, 'category' | 'severity' | 'search'>;
export type AuditLogEntry = z.output<typeof auditLogEntry>;
export type AuditLogStats = z.output<typeof auditLogStats>;
export type AuditLogCategoryCounts = z.output<typeof auditLogCategoryCounts>;
export type AuditLogPagination = z.output<typeof auditLogPagination>;
export type AuditLogPage = z.output<typeof auditLogPage>;
