import type { ControlStatus } from '@/contracts/enums';
import { type ControlResult } from './evaluate';
import { statusForScore } from '@/contracts/score';

export type CategorySummary = {
  name: string;
  score: number;
  status: ControlStatus;
  issues: number;
  trend: number | null;
};

const categoryScores = (results: ControlResult[]) => {
  const byCategory = new Map<string, ControlResult[]>();
  for (const result of results) byCategory.set(result.category, [...(byCategory.get(result.category) ?? []), result]);
  return new Map(
    [...byCategory].map(([name, members]) => [
      name,
      { score: Math.round(members.reduce((sum, member) => sum + member.score, 0) / members.length), members },
    ]),
  );
};

/** Per category: mean score, status, issue count and the score change since the previous assessment. */
export const summarizeCategories = (latest: ControlResult[], previous: ControlResult[] | null): CategorySummary[] => {
  const before = previous ? categoryScores(previous) : null;
  return [...categoryScores(latest)].map(([name, { score, members }]) => {
    const earlier = before?.get(name);
    return {
      name,
      score,
      status: statusForScore(score),
      issues: members.reduce((sum, member) => sum + member.issues.length, 0),
      trend: earlier ? score - earlier.score : null,
    };
  });
};
