import type { FrameworkId } from '@/contracts/enums';
import type { CategorySummary } from '@/contracts/dashboard';

export type FrameworkGroup = {
  framework: FrameworkId;
  /** Mean of the category scores, rounded. */
  score: number;
  issues: number;
  /** Worst first, so what needs work leads. */
  categories: CategorySummary[];
};

/** The overview's one row per (framework, category), grouped by framework in the order the server sent them. */
export const groupByFramework = (rows: CategorySummary[]): FrameworkGroup[] => {
  const byFramework = new Map<FrameworkId, CategorySummary[]>();
  for (const row of rows) byFramework.set(row.framework, [...(byFramework.get(row.framework) ?? []), row]);
  return [...byFramework].map(([framework, categories]) => ({
    framework,
    score: Math.round(categories.reduce((sum, row) => sum + row.score, 0) / categories.length),
    issues: categories.reduce((sum, row) => sum + row.issues, 0),
    categories: [...categories].sort((a, b) => a.score - b.score),
  }));
};
