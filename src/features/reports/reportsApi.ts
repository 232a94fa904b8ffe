import { baseApi } from '@/api/baseApi';
import type {
  CreateScheduleInput,
  Report,
  ReportSchedule,
  ReportSnapshot,
  ScheduleRecipient,
} from '@/contracts/reports';
import { reportsText, scheduleText } from '@/features/reports/constants';
import type { ReportRequest } from '@/features/reports/types';
import { attachmentFileName, downloadBlob } from '@/lib/downloadBlob';

export type ReportWithSnapshot = { report: Report; snapshot: ReportSnapshot };

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<Report[], void>({
      query: () => 'reports',
      providesTags: ['Report'],
      extraOptions: { fallbackMessage: reportsText.loadFailed },
    }),
    getReport: build.query<ReportWithSnapshot, string>({
      query: (id) => `reports/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Report', id }],
      extraOptions: { fallbackMessage: reportsText.loadFailed },
    }),
    /** The server snapshots the latest assessment and answers the report as generating. */
    generateReport: build.mutation<Report, ReportRequest>({
      query: (body) => ({ url: 'reports', method: 'POST', body }),
      // Listed at the top at once; the list is fetched again as the server works.
      onQueryStarted: (_request, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data: report }) => {
            dispatch(
              reportsApi.util.updateQueryData('getReports', undefined, (reports) =>
                // A poll may have brought it already.
                reports.some((item) => item.id === report.id) ? reports : [report, ...reports],
              ),
            );
          },
          () => undefined,
        ),
      extraOptions: { fallbackMessage: reportsText.generationFailed },
    }),
    /** The PDF goes from the response straight to the download: only its name reaches the store. */
    downloadReportPdf: build.mutation<{ fileName: string }, Pick<Report, 'id' | 'name'>>({
      queryFn: async ({ id, name }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: `reports/${id}/pdf`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName = attachmentFileName(result.meta?.response?.headers.get('Content-Disposition')) ?? `${name}.pdf`;
        downloadBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
      extraOptions: { fallbackMessage: reportsText.downloadFailed },
    }),
    deleteReport: build.mutation<string, string>({
      query: (id) => ({ url: `reports/${id}`, method: 'DELETE' }),
      transformResponse: (_response, _meta, id) => id,
      invalidatesTags: (result) => (result ? ['Report'] : []),
      extraOptions: { fallbackMessage: reportsText.deleteFailed },
    }),
    getSchedules: build.query<ReportSchedule[], void>({
      query: () => 'reports/schedules',
      providesTags: [{ type: 'Report', id: 'schedules' }],
    }),
    getScheduleRecipients: build.query<ScheduleRecipient[], void>({
      query: () => 'reports/schedules/recipients',
    }),
    createSchedule: build.mutation<ReportSchedule, CreateScheduleInput>({
      query: (body) => ({ url: 'reports/schedules', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Report', id: 'schedules' }] : []),
      extraOptions: { fallbackMessage: scheduleText.createFailed },
    }),
    deleteSchedule: build.mutation<string, string>({
      query: (id) => ({ url: `reports/schedules/${id}`, method: 'DELETE' }),
      transformResponse: (_response, _meta, id) => id,
      invalidatesTags: (result) => (result ? [{ type: 'Report', id: 'schedules' }] : []),
      extraOptions: { fallbackMessage: scheduleText.removeFailed },
    }),
  }),
});

export const {
  useGetReportsQuery,
  useGetReportQuery,
  useGenerateReportMutation,
  useDownloadReportPdfMutation,
  useDeleteReportMutation,
  useGetSchedulesQuery,
  useGetScheduleRecipientsQuery,
  useCreateScheduleMutation,
  useDeleteScheduleMutation,
} = reportsApi;
