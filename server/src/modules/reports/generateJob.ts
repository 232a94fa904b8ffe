import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition } from '../../jobs/types';
import { type Clock, isoNow } from '../../lib/clock';
import type { WorkerPool } from '../../core/workerPool';
import { reportSnapshot } from '@/contracts/reports';
import { renderReportTask } from './renderOnWorker';
import { markReportFailed, storeGeneratedReport } from './repository';

export const generateReportJobName = 'reports.generate';

const generateRetries = 2;
/** The organisation a report is drawn for: its jobs share the renderer with every other organisation's. */
const payload = z.object({ reportId: z.string(), organizationId: z.string() });

const loadSnapshot = async (db: Db, reportId: string) => {
  const row = await db
    .selectFrom('reports')
    .select(['snapshot', 'status'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.status === 'generating' ? reportSnapshot.parse(JSON.parse(row.snapshot)) : null;
};

export const generationFailedReason = 'The PDF could not be generated. Generate the report again.';

export type GenerateReportDeps = {
  db: Db;
  clock: Clock;
  workers: Pick<WorkerPool, 'run'>;
  /** Reports of one organisation drawn at a time: a backlog of one waits its turn behind everyone else's. */
  reportJobsPerOrganization: number;
};

/**
 * Draws the report's PDF from its snapshot on a pool thread (drawing takes the CPU for seconds, which the event loop
 * serving every organisation's requests cannot give) and stores it with the figures read from both. A report deleted
 * (or finished by another attempt) meanwhile is left alone.
 */
export const generateReport = async (deps: Omit<GenerateReportDeps, 'reportJobsPerOrganization'>, reportId: string) => {
  const snapshot = await loadSnapshot(deps.db, reportId);
  if (!snapshot) return null;
  const rendered = await deps.workers.run(renderReportTask, snapshot);
  const pdf = Buffer.from(rendered.pdf.buffer, rendered.pdf.byteOffset, rendered.pdf.byteLength);
  const { pages, threadId } = rendered;
  const { score, summary } = snapshot.assessment;
  const figures = {
    pages,
    sizeBytes: pdf.length,
    complianceScore: score,
    criticalIssues: summary.critical,
    warnings: summary.warning,
  };
  await storeGeneratedReport(deps.db, reportId, pdf, figures, isoNow(deps.clock));
  return { ...figures, threadId };
};

/** Generation as a job: the last failed attempt marks the report failed with the reason. */
export const generateReportJob = (deps: GenerateReportDeps): JobDefinition<z.infer<typeof payload>> => ({
  name: generateReportJobName,
  payload,
  retryLimit: generateRetries,
  retryDelaySeconds: 5,
  perOrganization: deps.reportJobsPerOrganization,
  handle: async ({ reportId }, { attempt, log }) => {
    try {
      const figures = await generateReport(deps, reportId);
      if (figures)
        log.info(
          { reportId, pages: figures.pages, bytes: figures.sizeBytes, threadId: figures.threadId },
          'Report generated',
        );
    } catch (error) {
      if (attempt > generateRetries) {
        await markReportFailed(deps.db, reportId, generationFailedReason, isoNow(deps.clock));
      }
      throw error;
    }
  },
});
