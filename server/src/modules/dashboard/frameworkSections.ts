import type { Db } from '../../db/database';
import { summarizeCategories } from '../assessments';
import type { BoundedCache } from '../../lib/boundedCache';
import { findResultsOf, type NewestAssessment } from './repository';
import { catalogueOrderedResults } from './results';
import type { DashboardOverview as Overview } from '@/contracts/dashboard';

/** One framework's part of the overview: its latest assessment's categories, trends against the previous. */
export type FrameworkSection = { categories: Overview['controlsByCategory'] };

export type AssessmentPair = { latest: NewestAssessment; previous: NewestAssessment | undefined };

const formatTrend = (trend: number | null): string => (!trend ? '0%' : trend > 0 ? `+${trend}%` : `${trend}%`);

const pairKey = ({ latest, previous }: AssessmentPair) => `${latest.id}/${previous?.id ?? ''}`;

const buildSection = (
  { latest, previous }: AssessmentPair,
  results: ReturnType<typeof catalogueOrderedResults>,
): FrameworkSection => {
  const current = results(latest, { withIssues: true });
  const before = previous ? results(previous, { withIssues: false }) : null;
  return {
    categories: summarizeCategories(current, before).map((category) => ({
      ...category,
      framework: latest.framework,
      trend: formatTrend(category.trend),
    })),
  };
};

/**
 * The sections for each pair, in order. Completed assessments never change, so a pair's section is computed once
 * (the results of every uncached pair in one query) and kept in `cache`.
 */
export const frameworkSections = async (
  db: Db,
  cache: BoundedCache<FrameworkSection>,
  pairs: AssessmentPair[],
): Promise<FrameworkSection[]> => {
  const sections = pairs.map((pair) => cache.get(pairKey(pair)));
  const missing = pairs.flatMap((pair, index) => (sections[index] ? [] : [{ pair, index }]));
  if (missing.length > 0) {
    const ids = missing.flatMap(({ pair: { latest, previous } }) =>
      previous ? [latest.id, previous.id] : [latest.id],
    );
    const results = catalogueOrderedResults(await findResultsOf(db, ids));
    for (const { pair, index } of missing) {
      const section = buildSection(pair, results);
      cache.set(pairKey(pair), section);
      sections[index] = section;
    }
  }
  // Every slot is filled: from the cache or just built.
  return sections as FrameworkSection[];
};
