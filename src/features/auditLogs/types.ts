import type { AuditCategory, AuditSeverity } from '@/contracts/enums';
import type { All } from '@/components/FilterSelect';

export type DateRange = 'today' | '7d' | '30d' | '90d';

export type ActivityLogFilters = {
  category: AuditCategory | All;
  severity: AuditSeverity | All;
  search: string;
  dateRange: DateRange;
  page: number;
};

/** What the server filters by: SPEC §7 never sends the date range. */
export type AuditLogQuery = Omit<ActivityLogFilters, 'dateRange'>;
export type AuditLogExportFilters = Pick<ActivityLogFilters, 'category' | 'severity' | 'search'>;

/** What the store learns of an export: the file's contents went to the download, never through Redux. */
export type AuditLogExport = { fileName: string };
