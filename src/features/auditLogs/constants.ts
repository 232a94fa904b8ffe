import { screenTitles } from '@/app/screenTitles';
import type { AuditCategory, AuditSeverity } from '@/contracts/enums';
import type { DateRange } from '@/features/auditLogs/types';

/** SPEC §9. */
export const AUDIT_LOGS_PAGE_SIZE = 20;
/** The longest search the API accepts (contract). */
export const MAX_SEARCH_LENGTH = 200;
/** Typing settles this long before the search reaches the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** SPEC §9 date ranges, applied in the browser to the loaded page. The widest is the default, so nothing hides. */
export const dateRangeDays: Record<Exclude<DateRange, 'today'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
export const DEFAULT_DATE_RANGE: DateRange = '90d';

/** Used when the server names no file (contract: securo-activity-logs-YYYY-MM-DD.csv). */
export const EXPORT_FILE_PREFIX = 'securo-activity-logs-';

export const severityLabels: Record<AuditSeverity, string> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Info',
  success: 'Success',
};

export const categoryLabels: Record<AuditCategory, string> = {
  authentication: 'Authentication',
  compliance: 'Compliance',
  system: 'System',
  data: 'Data',
};

export const dateRangeLabels: Record<DateRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

export const activityLogsText = {
  title: screenTitles.activityLogs,
  description: 'A searchable trail of sign-ins, assessments, exports and system events.',
  export: 'Export',
  exporting: 'Exporting...',
  exported: 'Activity logs exported successfully!',
  exportFailed: 'Failed to export logs',
  refresh: 'Refresh',
  loadFailed: 'Failed to load activity logs',
  loading: 'Loading activity logs...',
} as const;

export const summaryText = {
  bySeverity: 'Events by severity',
  byCategory: 'Events by category',
  total: 'Total Events',
  critical: 'Critical',
  warning: 'Warnings',
  info: 'Info',
  success: 'Success',
} as const;

export const filtersText = {
  category: 'Category',
  allCategories: 'All Categories',
  severity: 'Severity',
  allSeverities: 'All Severities',
  search: 'Search activity',
  dateRange: 'Date range',
} as const;

export const timelineText = {
  heading: 'Activity timeline',
  empty: 'No activity matches these filters.',
  hiddenByDateRange: (count: number) =>
    count === 1
      ? '1 entry on this page is older than the selected date range.'
      : `${count} entries on this page are older than the selected date range.`,
  user: 'User',
  ipAddress: 'IP',
  resource: 'Resource',
} as const;

export const paginationText = {
  label: 'Activity log pages',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
  /** A search counts its matches only up to a bound: past it, the total is "more than" the bound. */
  showingOfMoreThan: (from: number, to: number, bound: number) =>
    `Showing ${from} to ${to} of more than ${bound.toLocaleString('en-US')} results`,
  pastTheEnd: (bound: number) => `No more results: more than ${bound.toLocaleString('en-US')} matched`,
  previous: 'Previous',
  next: 'Next',
} as const;
