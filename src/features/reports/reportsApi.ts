import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/app/store';
import type { ThunkExtra } from '@/app/thunkExtra';
import { REPORT_GENERATION_MS, reportRequestErrors as errors, reportsText } from '@/features/reports/constants';
import { generatedFigures } from '@/features/reports/generatedFigures';
import { sampleReports } from '@/features/reports/sampleReports';
import type { NewReport, Report } from '@/features/reports/types';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';

const refused = (error: string): { error: FetchBaseQueryError } => ({ error: { status: 'CUSTOM_ERROR', error } });

/** A refused request changed nothing, so there is nothing to show. */
const ignoreRefusal = () => undefined;

/** Until the server holds reports, the cached list is their record: the sample endpoints read and check it. */
const cachedReport = (state: unknown, id: string): Report | undefined =>
  selectReportsResult(state as RootState).data?.find((report) => report.id === id);

const generating = ({ id, name, type, description }: NewReport): Report => ({
  id,
  name,
  type,
  description,
  status: 'generating',
  generated: new Date().toISOString(),
  size: null,
  pages: null,
  complianceScore: null,
  criticalIssues: null,
  warnings: null,
});

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<Report[], void>({
      queryFn: () => ({ data: sampleReports }),
      providesTags: ['Report'],
      // The cache is the only copy of the sample list: dropping it would lose every generated and deleted report.
      keepUnusedDataFor: Infinity,
    }),
    /** SPEC §4: listed at the top as generating at once, ready after 5 s with random figures. */
    generateReport: build.mutation<Report, NewReport>({
      queryFn: async (request, { extra }) => {
        await delay(REPORT_GENERATION_MS);
        const figures = generatedFigures((extra as ThunkExtra).random);
        return { data: { ...generating(request), ...figures, status: 'ready', generated: new Date().toISOString() } };
      },
      onQueryStarted: async (request, { dispatch, getState, queryFulfilled }) => {
        dispatch(
          reportsApi.util.updateQueryData('getReports', undefined, (reports) => [generating(request), ...reports]),
        );
        dispatch(toastShown({ kind: 'info', message: reportsText.generationStarted }));
        const finished = await queryFulfilled.then(
          ({ data }) => data,
          (): Report => ({ ...generating(request), status: 'failed' }),
        );
        // Gone from the list meanwhile (the session ended): nothing is left to finish.
        if (!cachedReport(getState(), request.id)) return;
        dispatch(
          reportsApi.util.updateQueryData('getReports', undefined, (reports) =>
            reports.map((report) => (report.id === request.id ? finished : report)),
          ),
        );
        if (finished.status === 'ready') {
          dispatch(toastShown({ kind: 'success', message: reportsText.generationCompleted }));
        }
      },
    }),
    /** SPEC §4: like every report action, only for a ready report. Answers the id it deleted. */
    deleteReport: build.mutation<string, string>({
      queryFn: (id, { getState }) => {
        const report = cachedReport(getState(), id);
        if (!report) return refused(errors.unknown(id));
        if (report.status !== 'ready') return refused(errors.notReady(report.name));
        return { data: id };
      },
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(() => {
          dispatch(
            reportsApi.util.updateQueryData('getReports', undefined, (reports) =>
              reports.filter((report) => report.id !== id),
            ),
          );
          dispatch(toastShown({ kind: 'success', message: reportsText.deleted }));
        }, ignoreRefusal),
    }),
  }),
});

const selectReportsResult = reportsApi.endpoints.getReports.select();

export const { useGetReportsQuery, useGenerateReportMutation, useDeleteReportMutation } = reportsApi;
