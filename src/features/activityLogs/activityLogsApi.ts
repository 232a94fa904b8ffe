import { baseApi, type ApiEnvelope } from '@/api/baseApi';
import { auditLogFilterParams } from '@/features/activityLogs/auditLogParams';
import { activityLogsText, AUDIT_LOGS_PAGE_SIZE } from '@/features/activityLogs/constants';
import { exportFileName } from '@/features/activityLogs/exportFileName';
import type {
  AuditLogExport,
  AuditLogExportFilters,
  AuditLogQuery,
  AuditLogsPage,
} from '@/features/activityLogs/types';

export const activityLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLogs: build.query<AuditLogsPage, AuditLogQuery>({
      query: ({ page, ...filters }) => ({
        url: 'audit-logs',
        params: { page, limit: AUDIT_LOGS_PAGE_SIZE, ...auditLogFilterParams(filters) },
      }),
      transformResponse: (response: ApiEnvelope<AuditLogsPage>) => response.data,
      providesTags: ['AuditLogs'],
      extraOptions: { fallbackMessage: activityLogsText.loadFailed },
    }),
    exportAuditLogs: build.mutation<AuditLogExport, AuditLogExportFilters>({
      query: (filters) => ({
        url: 'audit-logs/export',
        params: { format: 'csv', ...auditLogFilterParams(filters) },
        // CSV arrives as text; a failure's JSON body still parses, so its message is logged.
        responseHandler: 'content-type',
      }),
      transformResponse: (csv: string, meta) => ({
        csv,
        fileName: exportFileName(meta?.response?.headers.get('Content-Disposition'), new Date()),
      }),
      extraOptions: { fallbackMessage: activityLogsText.exportFailed },
      // The export writes its own audit row, so the trail on screen is one entry behind.
      invalidatesTags: (result) => (result ? ['AuditLogs'] : []),
    }),
  }),
});

export const { useGetAuditLogsQuery, useExportAuditLogsMutation } = activityLogsApi;
