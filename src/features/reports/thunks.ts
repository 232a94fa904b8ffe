import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { getApiErrorMessage } from '@/api/apiError';
import type { Report } from '@/contracts/reports';
import { reportsText } from '@/features/reports/constants';
import { reportFinished } from '@/features/reports/reportFinished';
import { reportsApi } from '@/features/reports/reportsApi';
import type { ReportRequest } from '@/features/reports/types';
import { toastShown } from '@/features/toasts/toastsSlice';

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
    const finished = await reportFinished(dispatch, report.id);
    if (finished?.status === 'ready') {
      dispatch(toastShown({ kind: 'success', message: reportsText.generationCompleted }));
    } else if (finished?.status === 'failed') {
      dispatch(toastShown({ kind: 'error', message: finished.failureReason ?? reportsText.generationFailed }));
    }
    return finished;
  },
);
