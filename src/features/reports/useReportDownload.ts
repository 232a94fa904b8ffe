import { useCallback } from 'react';
import { useAuth } from '@/features/auth/useAuth';
import { reportsText } from '@/features/reports/constants';
import { downloadBlob } from '@/lib/downloadBlob';
import type { Report } from '@/features/reports/types';
import { useToast } from '@/features/toasts/useToast';

/** Builds the report's PDF in the browser and saves it; jsPDF loads only when someone downloads. */
export const useReportDownload = () => {
  const { user } = useAuth();
  const toast = useToast();
  const organisation = user?.company ?? '';
  return useCallback(
    async (report: Report) => {
      try {
        const { buildReportPdf, reportPdfFileName } = await import('@/features/reports/reportPdf');
        downloadBlob(buildReportPdf(report, organisation).output('blob'), reportPdfFileName(report));
      } catch (error) {
        console.error(error);
        toast.error(reportsText.downloadFailed);
      }
    },
    [organisation, toast],
  );
};
