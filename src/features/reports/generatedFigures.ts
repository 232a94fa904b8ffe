import { generatedFigureRanges as ranges } from '@/features/reports/constants';
import type { ReportFigures } from '@/features/reports/types';
import { randomInt } from '@/lib/randomInt';

/** SPEC §4: what a finished report receives, each figure drawn from its range. */
export const generatedFigures = (random: () => number): ReportFigures => {
  const sizeMb = ranges.sizeMb.min + random() * (ranges.sizeMb.max - ranges.sizeMb.min);
  return {
    size: `${sizeMb.toFixed(1)} MB`,
    pages: randomInt(random, ranges.pages.min, ranges.pages.max),
    complianceScore: randomInt(random, ranges.complianceScore.min, ranges.complianceScore.max),
    criticalIssues: randomInt(random, ranges.criticalIssues.min, ranges.criticalIssues.max),
    warnings: randomInt(random, ranges.warnings.min, ranges.warnings.max),
  };
};
