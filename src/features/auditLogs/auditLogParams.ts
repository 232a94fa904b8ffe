import { ALL } from '@/components/FilterSelect';
import type { AuditLogExportFilters } from '@/features/auditLogs/types';

/** The query string of both the list and the export: only the filters that are set (contract). */
export const auditLogFilterParams = ({ category, severity, search }: AuditLogExportFilters) => ({
  ...(category !== ALL && { category }),
  ...(severity !== ALL && { severity }),
  ...(search !== '' && { search }),
});
