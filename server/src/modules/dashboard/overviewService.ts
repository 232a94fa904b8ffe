import type { AppDeps } from '../../core/appDeps';
import type { Db } from '../../db/database';
import { type FrameworkId, frameworkIds } from '@/contracts/enums';
import { listUpcomingTasks } from '../tasks';
import { activityMessage } from './activityMessage';
import type { BoundedCache } from '../../lib/boundedCache';
import type { FreshCache } from '../../lib/freshCache';
import type { ReadableSources } from '../../lib/readableSources';
import { auditTrailVersion } from '../../core/auditTrail/trailVersion';
import { type FrameworkSection, frameworkSections } from './frameworkSections';
import { headlineOf, type HeadlineReads } from './headline';
import { findNewestCompletedAssessments, findRecentActivity, type NewestAssessment } from './repository';
import type { DashboardOverview as Overview } from '@/contracts/dashboard';

const recentActivityLimit = 10;
const upcomingTasksLimit = 5;

const newestFirst = (a: NewestAssessment, b: NewestAssessment) =>
  b.completedAt.localeCompare(a.completedAt) || b.startedAt.localeCompare(a.startedAt);

type OverviewReads = HeadlineReads & { sections: BoundedCache<FrameworkSection> };

/**
 * Score and counts of one framework's latest completed assessment; categories from every framework's, trends from
 * the one before.
 */
const complianceOf = async (db: Db, reads: OverviewReads, organizationId: string, framework: FrameworkId) => {
  const assessments = await findNewestCompletedAssessments(db, organizationId);
  const pairs = frameworkIds.flatMap((each) => {
    const [latest, previous] = assessments.filter((assessment) => assessment.framework === each).sort(newestFirst);
    return latest ? [{ latest, previous }] : [];
  });
  const sections = await frameworkSections(db, reads.sections, pairs);
  const latest = pairs.find((pair) => pair.latest.framework === framework)?.latest;
  return {
    ...(await headlineOf(db, reads, organizationId, framework, latest)),
    controlsByCategory: sections.flatMap((section) => section.categories),
    lastAssessedAt:
      pairs
        .map(({ latest }) => latest.completedAt)
        .sort()
        .at(-1) ?? null,
  };
};

const readOverview = async (db: Db, reads: OverviewReads, organizationId: string, framework: FrameworkId) => {
  // One after another: on SQLite the queries share one connection anyway, and it costs less than queueing for it.
  const compliance = await complianceOf(db, reads, organizationId, framework);
  const activity = await findRecentActivity(db, organizationId, recentActivityLimit);
  const tasks = await listUpcomingTasks(db, organizationId, upcomingTasksLimit);
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

/**
 * Everything the overview reads that a write can change: which assessments are each framework's newest two (a
 * completed one never changes), the audit chain's head (recent activity is its newest rows) and the open tasks
 * themselves, which have no cheaper version than the five rows shown.
 */
const overviewVersion = async (db: Db, organizationId: string): Promise<string> => {
  const assessments = await findNewestCompletedAssessments(db, organizationId);
  const auditHead = await auditTrailVersion(db, organizationId);
  const tasks = await listUpcomingTasks(db, organizationId, upcomingTasksLimit);
  return JSON.stringify([assessments.map((assessment) => assessment.id).sort(), auditHead, tasks]);
};

export type OverviewCaches = {
  overviews: FreshCache<Overview>;
  sections: BoundedCache<FrameworkSection>;
  heatmaps: HeadlineReads['heatmaps'];
};

/**
 * The organisation's overview as its reader may see it: the audit trail and the tasks only for roles that read them.
 * Each view is made once per cached overview and frozen like it, so its text and compressed form are kept with it.
 */
const readerViews = new WeakMap<Overview, Map<string, Overview>>();
const readableOverview = (overview: Overview, readable: ReadableSources): Overview => {
  if (readable.auditTrail && readable.tasks) return overview;
  const key = `${readable.auditTrail} ${readable.tasks}`;
  let views = readerViews.get(overview);
  if (!views) {
    views = new Map();
    readerViews.set(overview, views);
  }
  let view = views.get(key);
  if (!view) {
    view = Object.freeze({
      ...overview,
      recentActivity: readable.auditTrail ? overview.recentActivity : [],
      upcomingTasks: readable.tasks ? overview.upcomingTasks : [],
    });
    views.set(key, view);
  }
  return view;
};

/**
 * The dashboard: one framework's score and counts, the categories of each framework in use, recent activity and open
 * tasks. One overview is kept per organisation and framework; each reader gets the parts their role may read.
 */
export const buildOverview = async (
  { db }: Pick<AppDeps, 'db'>,
  { caches, mark }: { caches: OverviewCaches; mark: string | null },
  reader: { organizationId: string; readable: ReadableSources },
  framework: FrameworkId,
): Promise<Overview> => {
  const { organizationId } = reader;
  const reads = { sections: caches.sections, heatmaps: caches.heatmaps, mark };
  const overview = await caches.overviews.read(`${organizationId} ${framework}`, {
    mark,
    version: () => overviewVersion(db, organizationId),
    build: () => readOverview(db, reads, organizationId, framework),
  });
  return readableOverview(overview, reader.readable);
};
