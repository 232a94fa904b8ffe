import type { All } from '@/components/FilterSelect';

export type AuditLogSeverity = 'success' | 'info' | 'warning' | 'critical';
export type AuditLogCategory = 'authentication' | 'compliance' | 'system' | 'data';

/** SPEC §3, one row of the organisation's audit trail. Timestamps are ISO strings. */
export type AuditLog = {
  id: string;
  action: string;
  severity: AuditLogSeverity;
  category: AuditLogCategory;
  details: string;
  user: string;
  timestamp: string;
  ipAddress: string | null;
  resource: string | null;
};

export type AuditLogStats = Record<AuditLogSeverity | 'total', number>;
export type AuditLogCategoryCounts = Record<AuditLogCategory, number>;
export type AuditLogPagination = { page: number; limit: number; total: number; pages: number };

export type AuditLogsPage = {
  stats: AuditLogStats;
  categories: AuditLogCategoryCounts;
  logs: AuditLog[];
  pagination: AuditLogPagination;
};

export type DateRange = 'today' | '7d' | '30d' | '90d';

export type ActivityLogFilters = {
  category: AuditLogCategory | All;
  severity: AuditLogSeverity | All;
  search: string;
  dateRange: DateRange;
  page: number;
};

/** What the server filters by: SPEC §7 never sends the date range. */
export type AuditLogQuery = Omit<ActivityLogFilters, 'dateRange'>;
export type AuditLogExportFilters = Pick<ActivityLogFilters, 'category' | 'severity' | 'search'>;

export type AuditLogExport = { csv: string; fileName: string };
