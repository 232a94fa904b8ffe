import type { Db } from '../../db/database';
import type { FrameworkId } from '@/contracts/enums';
import type { FreshCache } from '../../lib/freshCache';
import { buildHeatmap } from '../compliance';
import type { NewestAssessment } from './repository';
import type { DashboardOverview as Overview, Heatmap } from '@/contracts/dashboard';

export type HeadlineReads = { heatmaps: FreshCache<Heatmap>; mark: string | null };

/**
 * One framework's score and counts: its latest assessment's score, and the counts of the heat map the cards lead to,
 * read through the heat map itself so the two never disagree.
 */
export const headlineOf = async (
  db: Db,
  { heatmaps, mark }: HeadlineReads,
  organizationId: string,
  framework: FrameworkId,
  latest: NewestAssessment | undefined,
): Promise<Pick<Overview, 'complianceScore' | 'stats'>> => {
  const { summary } = await buildHeatmap({ db }, { cache: heatmaps, mark }, organizationId, framework);
  return {
    complianceScore: latest?.score ?? 0,
    stats: {
      criticalIssues: summary.critical,
      warningIssues: summary.warning,
      passedControls: summary.passed,
      totalControls: summary.total,
    },
  };
};
