import type { DashboardStats } from '@/contracts/dashboard';
import type { ScoreDay } from '@/contracts/scoreHistory';
import { DELTA_DAYS, NO_DELTA } from '@/features/scoreHistory/constants';

export type StatDelta = { text: string; good: boolean | null };
export type WeekDeltas = Record<'score' | 'critical' | 'warnings' | 'passed', StatDelta>;

const dayMs = 86_400_000;

const signed = (change: number, unit: string) => (change > 0 ? `+${change}${unit}` : `${change}${unit}`);

/** Good news when the number moved the way `better` says; an unchanged number is neither. */
const delta = (now: number, then: number, better: 'up' | 'down', unit = ''): StatDelta => {
  const change = now - then;
  return { text: signed(change, unit), good: change === 0 ? null : change > 0 === (better === 'up') };
};

const none: StatDelta = { text: NO_DELTA, good: null };

/**
 * The change of each stat card over the last week: today's figures against the latest day assessed a week or more
 * ago. Without such a day there is nothing to compare with.
 */
export const weekDeltas = (
  history: ScoreDay[],
  current: { complianceScore: number; stats: DashboardStats },
  now: Date,
): WeekDeltas => {
  const weekAgo = new Date(now.getTime() - DELTA_DAYS * dayMs).toISOString().slice(0, 10);
  const then = history.filter((day) => day.day <= weekAgo).at(-1);
  if (!then) return { score: none, critical: none, warnings: none, passed: none };
  const { stats } = current;
  return {
    score: delta(current.complianceScore, then.score, 'up', '%'),
    critical: delta(stats.criticalIssues, then.critical, 'down'),
    warnings: delta(stats.warningIssues, then.warning, 'down'),
    passed: delta(stats.passedControls, then.passed, 'up'),
  };
};
