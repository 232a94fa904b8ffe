import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition } from '../../jobs/types';
import { type Clock, isoNow } from '../../lib/clock';
import { reportSnapshot } from '../../../../src/contracts/reports';
import { renderReportPdf } from './pdf/renderReport';
import { markReportFailed, storeGeneratedReport } from './repository';

export const generateReportJobName = 'reports.generate';

const generateRetries = 2;
const payload = z.object({ reportId: z.string() });

const loadSnapshot = async (db: Db, reportId: string) => {
  const row = await db
    .selectFrom('reports')
    .select(['snapshot', 'status'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.status === 'generating' ? reportSnapshot.parse(JSON.parse(row.snapshot)) : null;
};

export const generationFailedReason = 'The PDF could not be generated. Generate the report again.';

/**
 * Draws the report's PDF from its snapshot and stores it with the figures read from both. A report deleted (or
 * finished by another attempt) meanwhile is left alone.
 */
export const generateReport = async (deps: { db: Db; clock: Clock }, reportId: string) => {
  const snapshot = await loadSnapshot(deps.db, reportId);
  if (!snapshot) return null;
  const { pdf, pages } = await renderReportPdf(snapshot);
  const { score, summary } = snapshot.assessment;
  const figures = {
    pages,
    sizeBytes: pdf.length,
    complianceScore: score,
    criticalIssues: summary.critical,
    warnings: summary.warning,
  };
  await storeGeneratedReport(deps.db, reportId, pdf, figures, isoNow(deps.clock));
  return figures;
};

/** Generation as a job: the last failed attempt marks the report failed with the reason. */
export const generateReportJob = (deps: { db: Db; clock: Clock }): JobDefinition<z.infer<typeof payload>> => ({
  name: generateReportJobName,
  payload,
  retryLimit: generateRetries,
  retryDelaySeconds: 5,
  handle: async ({ reportId }, { attempt, log }) => {
    try {
      const figures = await generateReport(deps, reportId);
      if (figures) log.info({ reportId, pages: figures.pages, bytes: figures.sizeBytes }, 'Report generated');
    } catch (error) {
      if (attempt > generateRetries) {
        await markReportFailed(deps.db, reportId, generationFailedReason, isoNow(deps.clock));
      }
      throw error;
    }
  },
});
