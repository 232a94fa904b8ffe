import { threadId } from 'node:worker_threads';
import type { ReportSnapshot } from '@/contracts/reports';
import { renderReportPdf } from '../modules/reports';

/** A report's PDF as drawn on a pool thread; `threadId` names that thread in the job's log. */
export type RenderedOnWorker = { pdf: Uint8Array; pages: number; threadId: number };

export const renderReport = async (snapshot: ReportSnapshot): Promise<RenderedOnWorker> => {
  const { pdf, pages } = await renderReportPdf(snapshot);
  return { pdf, pages, threadId };
};

/** What the pool's threads run: CPU-bound work that would otherwise hold up every request on the event loop. */
export type WorkerTasks = { renderReport: typeof renderReport };
