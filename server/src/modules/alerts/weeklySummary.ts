import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import { controlLabel } from '@/contracts/controls';
import { type FrameworkId, frameworkIds } from '@/contracts/enums';
import type { AlertMessage } from './message';
import {
  type CompletedRun,
  findControlResults,
  findLatestCompletedRuns,
  findOrganizationName,
  findOverdueOpenTasks,
} from './repository';

const week = 7 * 24 * 60 * 60 * 1000;
// The email lists this many overdue tasks; the count covers the rest.
const overdueListed = 5;

const change = (now: number, before: CompletedRun | undefined) => {
  if (!before) return 'first assessed this week';
  const points = now - before.score;
  if (points === 0) return 'no change from last week';
  return `${points > 0 ? 'up' : 'down'} ${Math.abs(points)} ${Math.abs(points) === 1 ? 'point' : 'points'} from last week`;
};

const criticalIds = async (db: Db, run: CompletedRun | undefined) =>
  new Set(
    run ? (await findControlResults(db, run.id)).filter((r) => r.status === 'critical').map((r) => r.controlId) : [],
  );

const newCriticalControls = async (db: Db, latest: CompletedRun, weekAgo: CompletedRun | undefined) => {
  const [now, before] = await Promise.all([criticalIds(db, latest), criticalIds(db, weekAgo)]);
  const framework = frameworks[latest.framework as FrameworkId];
  return framework.controls
    .filter((control) => now.has(control.id) && !before.has(control.id))
    .map((control) => `${latest.framework} ${controlLabel(control.id)} ${control.name}`);
};

/**
 * The organisation's week at `now`: each framework's score and its change since a week ago, the controls that turned
 * critical during the week, and the open tasks past due. Null before its first completed assessment.
 */
export const weeklySummaryMessage = async (db: Db, organizationId: string, now: Date): Promise<AlertMessage | null> => {
  const organization = await findOrganizationName(db, organizationId);
  const latest = await findLatestCompletedRuns(db, organizationId, now.toISOString());
  if (!organization || latest.length === 0) return null;
  const weekAgo = new Map(
    (await findLatestCompletedRuns(db, organizationId, new Date(now.getTime() - week).toISOString())).map((run) => [
      run.framework,
      run,
    ]),
  );
  const runs = frameworkIds.flatMap((id) => latest.filter((run) => run.framework === id));
  const scores = runs.map(
    (run) => `${run.framework} score ${run.score}% (${change(run.score, weekAgo.get(run.framework))})`,
  );
  const critical = (
    await Promise.all(runs.map((run) => newCriticalControls(db, run, weekAgo.get(run.framework))))
  ).flat();
  const overdue = await findOverdueOpenTasks(db, organizationId, now.toISOString().slice(0, 10));
  const overdueItems = overdue
    .slice(0, overdueListed)
    .map((task) => `Overdue: "${task.title}", due ${task.dueDate}, ${task.ownerName ?? 'unassigned'}`);
  const overdueRest = overdue.length - overdueItems.length;
  return {
    subject: `Weekly compliance summary for ${organization}`,
    heading: 'Your weekly compliance summary',
    intro: `${organization} this week: ${critical.length} ${critical.length === 1 ? 'control' : 'controls'} newly critical, ${overdue.length} overdue ${overdue.length === 1 ? 'task' : 'tasks'}.`,
    items: [
      ...scores,
      ...critical.map((control) => `Newly critical: ${control}`),
      ...overdueItems,
      ...(overdueRest > 0 ? [`and ${overdueRest} more overdue ${overdueRest === 1 ? 'task' : 'tasks'}`] : []),
    ],
    action: { label: 'Open the dashboard', path: '/dashboard' },
  };
};
