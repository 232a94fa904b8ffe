import type { Db } from '../db/database';
import type { FrameworkId } from '@/contracts/enums';
import type { Clock } from '../lib/clock';
import { type SeededScoreDay, seedScoreDays } from '../modules/scoreHistory';

const dayMs = 86_400_000;
const historyDays = 90;
// How far below its first assessment each framework starts the quarter, in points and in share of controls passed.
const startBelow = { score: 15, passedShare: 0.15 };

type Point = Omit<SeededScoreDay, 'framework' | 'day' | 'warning'> & { daysAgo: number };

const dayOf = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * dayMs).toISOString().slice(0, 10);

const between = (from: Point, to: Point, daysAgo: number): Point => {
  const share = from.daysAgo === to.daysAgo ? 1 : (from.daysAgo - daysAgo) / (from.daysAgo - to.daysAgo);
  const at = (key: 'score' | 'passed' | 'critical') => Math.round(from[key] + (to[key] - from[key]) * share);
  return { daysAgo, total: to.total, score: at('score'), passed: at('passed'), critical: at('critical') };
};

// A point or two of day-to-day movement, the same on every seed, so the line reads as measured rather than drawn.
const wobble = (daysAgo: number) => ((daysAgo * 7) % 3) - 1;

/** A quarter of daily days for one framework, rising through its real assessments and level after the last. */
const quarterOf = (framework: FrameworkId, anchors: Point[], now: Date): SeededScoreDay[] => {
  const [first] = anchors;
  const passedDrop = Math.round(first.total * startBelow.passedShare);
  const start: Point = {
    daysAgo: historyDays,
    total: first.total,
    score: Math.max(0, first.score - startBelow.score),
    passed: Math.max(0, first.passed - passedDrop),
    critical: Math.min(first.total, first.critical + Math.ceil(passedDrop / 2)),
  };
  const points = [start, ...anchors];
  return Array.from({ length: historyDays }, (_, index) => historyDays - index).map((daysAgo) => {
    const next = points.findIndex((point) => point.daysAgo <= daysAgo);
    const point =
      next === -1 ? points[points.length - 1] : next === 0 ? start : between(points[next - 1], points[next], daysAgo);
    const measured = next === -1 || points[next].daysAgo === daysAgo;
    const score = Math.min(100, Math.max(0, point.score + (measured ? 0 : wobble(daysAgo))));
    const critical = Math.min(point.critical, point.total - point.passed);
    return {
      framework,
      day: dayOf(now, daysAgo),
      score,
      passed: point.passed,
      warning: point.total - point.passed - critical,
      critical,
      total: point.total,
    };
  });
};

/**
 * The demo organisation's last 90 days per framework: the days its seeded assessments wrote, and between and before
 * them a steady climb to them, so the trend chart and the week's deltas have a quarter to read.
 */
export const seedScoreHistory = async (db: Db, organizationId: string, clock: Clock): Promise<void> => {
  const now = clock();
  const recorded = await db
    .selectFrom('score_history')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('day')
    .execute();
  const today = Date.parse(dayOf(now, 0));
  const days = [...new Set(recorded.map((row) => row.framework as FrameworkId))].flatMap((framework) => {
    const anchors = recorded
      .filter((row) => row.framework === framework)
      .map((row) => ({ ...row, daysAgo: Math.round((today - Date.parse(row.day)) / dayMs) }));
    return quarterOf(framework, anchors, now);
  });
  await seedScoreDays(db, organizationId, days, now.toISOString());
};
