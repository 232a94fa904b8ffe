import { baseApi } from '@/api/baseApi';
import { auditLogFilterParams } from '@/features/auditLogs/auditLogParams';
import { activityLogsText, AUDIT_LOGS_PAGE_SIZE } from '@/features/auditLogs/constants';
import { exportFileName } from '@/features/auditLogs/exportFileName';
import type { AuditLogExport, AuditLogExportFilters, AuditLogQuery } from '@/features/auditLogs/types';
import type { AuditLogPage } from '@/contracts/auditLogs';
import { downloadBlob } from '@/lib/downloadBlob';

export const auditLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLogs: build.query<AuditLogPage, AuditLogQuery>({
      query: ({ page, ...filters }) => ({
        url: 'audit-logs',
        params: { page, limit: AUDIT_LOGS_PAGE_SIZE, ...auditLogFilterParams(filters) },
      }),
      providesTags: ['AuditLogs'],
      extraOptions: { fallbackMessage: activityLogsText.loadFailed },
    }),
    exportAuditLogs: build.mutation<AuditLogExport, AuditLogExportFilters>({
      // The file goes from the response straight to the download: only its name reaches the store and its actions.
      queryFn: async (filters, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: 'audit-logs/export',
          params: { format: 'csv', ...auditLogFilterParams(filters) },
          // A failure's JSON body still parses, so its message is logged.
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName = exportFileName(result.meta?.response?.headers.get('Content-Disposition'), new Date());
        downloadBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
      extraOptions: { fallbackMessage: activityLogsText.exportFailed },
      // The export writes its own audit row, so the trail on screen is one entry behind.
      invalidatesTags: (result) => (result ? ['AuditLogs'] : []),
    }),
  }),
});

export const { useGetAuditLogsQuery, useExportAuditLogsMutation } = auditLogsApi;
