import { nanoid } from '@reduxjs/toolkit';
import type { AppThunk } from '@/app/store';
import { delay } from '@/lib/delay';
import { randomInt } from '@/lib/randomInt';
import { generatedFigureRanges as ranges, REPORT_GENERATION_MS, reportsText } from '@/features/reports/constants';
import { generationCompleted, generationRequested, selectReports } from '@/features/reports/reportsSlice';
import type { ReportFigures, ReportRequest } from '@/features/reports/types';
import { toastShown } from '@/features/toasts/toastsSlice';

const randomFigures = (random: () => number): ReportFigures => {
  const sizeMb = ranges.sizeMb.min + random() * (ranges.sizeMb.max - ranges.sizeMb.min);
  return {
    size: `${sizeMb.toFixed(1)} MB`,
    pages: randomInt(random, ranges.pages.min, ranges.pages.max),
    complianceScore: randomInt(random, ranges.complianceScore.min, ranges.complianceScore.max),
    criticalIssues: randomInt(random, ranges.criticalIssues.min, ranges.criticalIssues.max),
    warnings: randomInt(random, ranges.warnings.min, ranges.warnings.max),
  };
};

/** SPEC §4: inserted at the top as generating, ready after 5 s with random figures. Resolves to the new id. */
export const generateReport =
  (request: ReportRequest): AppThunk<Promise<string>> =>
  async (dispatch, getState, { random }) => {
    const id = nanoid();
    dispatch(generationRequested({ ...request, id, requestedAt: new Date().toISOString() }));
    dispatch(toastShown({ kind: 'info', message: reportsText.generationStarted }));
    await delay(REPORT_GENERATION_MS);
    const stillListed = selectReports(getState()).some((report) => report.id === id);
    if (!stillListed) return id;
    dispatch(generationCompleted({ id, completedAt: new Date().toISOString(), figures: randomFigures(random) }));
    dispatch(toastShown({ kind: 'success', message: reportsText.generationCompleted }));
    return id;
  };
