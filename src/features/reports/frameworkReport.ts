import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { getApiErrorMessage } from '@/api/apiError';
import type { FrameworkId } from '@/contracts/enums';
import { reportSections, templateFrameworks, type ReportType } from '@/contracts/reportOptions';
import { reportsApi } from '@/features/reports/reportsApi';
import { reportFinished } from '@/features/reports/reportFinished';
import type { ReportRequest } from '@/features/reports/types';

const templateOf = Object.fromEntries(
  Object.entries(templateFrameworks).map(([type, framework]) => [framework, type as ReportType]),
) as Partial<Record<FrameworkId, ReportType>>;

/** A framework's full report: its template when it has one, otherwise a custom report with every section. */
const frameworkReportRequest = (framework: FrameworkId, name: string): ReportRequest => {
  const template = templateOf[framework];
  return template
    ? { name, type: template, description: `Exported from the compliance heat map.` }
    : {
        name,
        type: 'custom',
        framework,
        sections: [...reportSections],
        description: 'Exported from the compliance heat map.',
      };
};

export type FrameworkReportOutcome = { downloaded: true } | { downloaded: false; reason: string };

/**
 * A framework's full report, generated on the server, awaited and downloaded: what the heat map's Export Report does.
 * Answers why nothing was downloaded, when nothing was.
 */
export const frameworkReportExported = createAppAsyncThunk(
  'reports/frameworkReportExported',
  async (
    { framework, name, failed }: { framework: FrameworkId; name: string; failed: string },
    { dispatch },
  ): Promise<FrameworkReportOutcome> => {
    try {
      const request = frameworkReportRequest(framework, name);
      const report = await dispatch(reportsApi.endpoints.generateReport.initiate(request)).unwrap();
      const finished = await reportFinished(dispatch, report.id);
      if (finished?.status !== 'ready') return { downloaded: false, reason: finished?.failureReason ?? failed };
      await dispatch(reportsApi.endpoints.downloadReportPdf.initiate(finished)).unwrap();
      return { downloaded: true };
    } catch (error) {
      return { downloaded: false, reason: getApiErrorMessage(error, failed) };
    }
  },
);
