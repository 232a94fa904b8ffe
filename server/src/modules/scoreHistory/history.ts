import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { frameworks } from '../../frameworks';
import { type FrameworkId, frameworkIds } from '@/contracts/enums';
import type { HistorySpan } from '@/contracts/historySpans';
import type { ControlDay, ScoreDay } from '@/contracts/scoreHistory';
import { checkNameOf } from './checkNames';
import { findControlDays, findScoreDayBefore, findScoreDays, type ScoreDayRow } from './repository';

const dayMs = 86_400_000;

export const controlNotFoundMessage = 'Control not found';

/** The first day a span of `days` ending today covers, 'YYYY-MM-DD' (UTC). */
const firstDayOf = (now: Date, days: HistorySpan) =>
  new Date(now.getTime() - (days - 1) * dayMs).toISOString().slice(0, 10);

const scoreDayOf = ({ day, score, passed, warning, critical }: ScoreDayRow): ScoreDay => ({
  day,
  score,
  passed,
  warning,
  critical,
});

const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * The frameworks in use together, on every day any of them was assessed: each counts as its latest day so far, so
 * a day that assessed one framework keeps the others where they stood (the dashboard's mean score and summed counts).
 */
const combine = (rows: ScoreDayRow[], startingPoints: ScoreDayRow[]): ScoreDay[] => {
  const standing = new Map(startingPoints.map((row) => [row.framework, row]));
  const days: ScoreDay[] = [];
  rows.forEach((row, index) => {
    standing.set(row.framework, row);
    if (rows[index + 1]?.day === row.day) return;
    const current = [...standing.values()];
    const total = (key: 'passed' | 'warning' | 'critical') => current.reduce((sum, each) => sum + each[key], 0);
    days.push({
      day: row.day,
      score: mean(current.map((each) => each.score)),
      passed: total('passed'),
      warning: total('warning'),
      critical: total('critical'),
    });
  });
  return days;
};

/** One framework's days, or without one the frameworks in use together, oldest first. */
export const readScoreHistory = async (
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  organizationId: string,
  query: { framework?: FrameworkId; days: HistorySpan },
): Promise<ScoreDay[]> => {
  const since = firstDayOf(clock(), query.days);
  const rows = await findScoreDays(db, organizationId, since, query.framework);
  if (query.framework) return rows.map(scoreDayOf);
  const startingPoints: ScoreDayRow[] = [];
  for (const framework of frameworkIds) {
    const before = await findScoreDayBefore(db, organizationId, framework, since);
    if (before) startingPoints.push(before);
  }
  return combine(rows, startingPoints);
};

/** A control's days, oldest first, each with the check (and its source) that changed its status, if one did. */
export const readControlHistory = async (
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  organizationId: string,
  control: { framework: FrameworkId; controlId: string; days: HistorySpan },
): Promise<ControlDay[]> => {
  if (!frameworks[control.framework].controls.some((each) => each.id === control.controlId))
    throw new AppError(404, controlNotFoundMessage);
  const rows = await findControlDays(
    db,
    organizationId,
    control.framework,
    control.controlId,
    firstDayOf(clock(), control.days),
  );
  return rows.map((row) => ({
    day: row.day,
    score: row.score,
    status: row.status,
    changedBy: row.changed_check
      ? { check: row.changed_check, checkName: checkNameOf(row.changed_check), source: row.changed_source }
      : null,
  }));
};
