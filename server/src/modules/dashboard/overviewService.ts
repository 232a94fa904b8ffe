import type { Db } from '../../db/database';
import { frameworkIds } from '../../frameworks/types';
import { summarizeCategories } from '../assessments/categories';
import { listUpcomingTasks } from '../tasks/repository';
import { activityMessage } from './activityMessage';
import { findNewestCompletedAssessments, findRecentActivity, findResultsOf } from './repository';
import { catalogueOrderedResults } from './results';
import type { Overview } from './schemas';

const recentActivityLimit = 10;
const upcomingTasksLimit = 5;

const formatTrend = (trend: number | null): string => (!trend ? '0%' : trend > 0 ? `+${trend}%` : `${trend}%`);

const mean = (values: number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** Score, counts and categories from each framework's latest completed assessment; trends from the one before. */
const complianceOf = async (db: Db, organizationId: string) => {
  const assessments = await findNewestCompletedAssessments(db, organizationId, 2);
  const results = catalogueOrderedResults(await findResultsOf(db, assessments.map((assessment) => assessment.id)));
  const latestOnes = frameworkIds.flatMap((framework) =>
    assessments.filter((assessment) => assessment.framework === framework && assessment.position === 1),
  );
  const stats = { criticalIssues: 0, warningIssues: 0, passedControls: 0, totalControls: 0 };
  const controlsByCategory: Overview['controlsByCategory'] = [];
  for (const latest of latestOnes) {
    const previous = assessments.find(({ framework, position }) => framework === latest.framework && position === 2);
    const current = results(latest, { withIssues: true });
    stats.totalControls += current.length;
    stats.criticalIssues += current.filter((result) => result.status === 'critical').length;
    stats.warningIssues += current.filter((result) => result.status === 'warning').length;
    stats.passedControls += current.filter((result) => result.status === 'passed').length;
    const before = previous ? results(previous, { withIssues: false }) : null;
    for (const category of summarizeCategories(current, before)) {
      controlsByCategory.push({ ...category, framework: latest.framework, trend: formatTrend(category.trend) });
    }
  }
  const lastAssessedAt = latestOnes.map((latest) => latest.completedAt).sort().at(-1) ?? null;
  return { complianceScore: mean(latestOnes.map((latest) => latest.score)), stats, controlsByCategory, lastAssessedAt };
};

/** The dashboard: compliance from the latest assessment of each framework in use, recent activity and open tasks. */
export const buildOverview = async (db: Db, organizationId: string): Promise<Overview> => {
  const [compliance, activity, tasks] = await Promise.all([
    complianceOf(db, organizationId),
    findRecentActivity(db, organizationId, recentActivityLimit),
    listUpcomingTasks(db, organizationId, upcomingTasksLimit),
  ]);
  return {
    ...compliance,
    recentActivity: activity.map((row) => ({
      id: row.id,
      message: activityMessage(row.action, row.details),
      severity: row.severity,
      time: row.createdAt,
      user: row.user,
    })),
    upcomingTasks: tasks.map((task) => ({ id: task.id, task: task.title, due: task.dueDate, priority: task.priority })),
  };
};
