import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { getApiErrorMessage } from '@/api/apiError';
import type { Report } from '@/contracts/reports';
import { REPORT_POLL_LIMIT, REPORT_POLL_MS, reportsText } from '@/features/reports/constants';
import { reportsApi } from '@/features/reports/reportsApi';
import type { ReportRequest } from '@/features/reports/types';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';

/**
 * Looks at the list again every REPORT_POLL_MS until the server has finished the report: ready or failed, or gone
 * (deleted meanwhile: null). Past REPORT_POLL_LIMIT looks it answers the report as last seen, still generating.
 * The list on screen updates with each look.
 */
export const reportAwaited = createAppAsyncThunk(
  'reports/reportAwaited',
  async (id: string, { dispatch }): Promise<Report | null> => {
    let lastSeen: Report | null = null;
    for (let look = 0; look < REPORT_POLL_LIMIT; look += 1) {
      await delay(REPORT_POLL_MS);
      const { data } = await dispatch(
        reportsApi.endpoints.getReports.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      if (!data) continue;
      lastSeen = data.find((item) => item.id === id) ?? null;
      if (lastSeen?.status !== 'generating') return lastSeen;
    }
    return lastSeen;
  },
);

/**
 * SPEC §4, made real: the report is listed as generating once the server has taken it, and the toasts follow what
 * the server did: started, then ready (or the reason it failed).
 */
export const reportGenerationRequested = createAppAsyncThunk(
  'reports/generationRequested',
  async (request: ReportRequest, { dispatch }): Promise<Report | null> => {
    let report: Report;
    try {
      report = await dispatch(reportsApi.endpoints.generateReport.initiate(request)).unwrap();
    } catch (error) {
      dispatch(toastShown({ kind: 'error', message: getApiErrorMessage(error, reportsText.generationFailed) }));
      return null;
    }
    dispatch(toastShown({ kind: 'info', message: reportsText.generationStarted }));
    const finished = await dispatch(reportAwaited(report.id)).unwrap();
    if (finished?.status === 'ready') {
      dispatch(toastShown({ kind: 'success', message: reportsText.generationCompleted }));
    } else if (finished?.status === 'failed') {
      dispatch(toastShown({ kind: 'error', message: finished.failureReason ?? reportsText.generationFailed }));
    }
    return finished;
  },
);
