import { threadId } from 'node:worker_threads';
import type { ReportSnapshot } from '@/contracts/reports';
import { workerTask } from '../../core/workerPool';
import { renderReportPdf } from './pdf/renderReport';

/** A report's PDF as drawn on a pool thread; `threadId` names that thread in the job's log. */
export type RenderedOnWorker = { pdf: Uint8Array; pages: number; threadId: number };

export const renderReportOnWorker = async (snapshot: ReportSnapshot): Promise<RenderedOnWorker> => {
  const { pdf, pages } = await renderReportPdf(snapshot);
  return { pdf, pages, threadId };
};

export const renderReportTask = workerTask<ReportSnapshot, RenderedOnWorker>('renderReportOnWorker');
