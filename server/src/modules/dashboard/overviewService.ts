import type { AppDeps } from '../../core/appDeps';
import type { Db } from '../../db/database';
import { frameworkIds } from '@/contracts/enums';
import { listUpcomingTasks } from '../tasks';
import { activityMessage } from './activityMessage';
import type { BoundedCache } from '../../lib/boundedCache';
import type { FreshCache } from '../../lib/freshCache';
import type { ReadableSources } from '../../lib/readableSources';
import { auditTrailVersion } from '../../core/auditTrail/trailVersion';
import { type FrameworkSection, frameworkSections } from './frameworkSections';
import { findNewestCompletedAssessments, findRecentActivity, type NewestAssessment } from './repository';
import type { DashboardOverview as Overview } from '@/contracts/dashboard';

const recentActivityLimit = 10;
const upcomingTasksLimit = 5;

const newestFirst = (a: NewestAssessment, b: NewestAssessment) =>
  b.completedAt.localeCompare(a.completedAt) || b.startedAt.localeCompare(a.startedAt);

const mean = (values: number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** Score, counts and categories from each framework's latest completed assessment; trends from the one before. */
const complianceOf = async (db: Db, cache: BoundedCache<FrameworkSection>, organizationId: string) => {
  const assessments = await findNewestCompletedAssessments(db, organizationId);
  const pairs = frameworkIds.flatMap((framework) => {
    const [latest, previous] = assessments.filter((assessment) => assessment.framework === framework).sort(newestFirst);
    return latest ? [{ latest, previous }] : [];
  });
  const sections = await frameworkSections(db, cache, pairs);
  const total = (key: keyof FrameworkSection['counts']) =>
    sections.reduce((sum, section) => sum + section.counts[key], 0);
  return {
    complianceScore: mean(pairs.map(({ latest }) => latest.score)),
    stats: {
      criticalIssues: total('critical'),
      warningIssues: total('warning'),
      passedControls: total('passed'),
      totalControls: total('total'),
    },
    controlsByCategory: sections.flatMap((section) => section.categories),
    lastAssessedAt:
      pairs
        .map(({ latest }) => latest.completedAt)
        .sort()
        .at(-1) ?? null,
  };
};

const readOverview = async (db: Db, sections: BoundedCache<FrameworkSection>, organizationId: string) => {
  // One after another: on SQLite the queries share one connection anyway, and it costs less than queueing for it.
  const compliance = await complianceOf(db, sections, organizationId);
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

export type OverviewCaches = { overviews: FreshCache<Overview>; sections: BoundedCache<FrameworkSection> };

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
 * The dashboard: compliance from the latest assessment of each framework in use, recent activity and open tasks. One
 * overview is kept per organisation; each reader gets the parts their role may read.
 */
export const buildOverview = async (
  { db }: Pick<AppDeps, 'db'>,
  { caches, mark }: { caches: OverviewCaches; mark: string | null },
  reader: { organizationId: string; readable: ReadableSources },
): Promise<Overview> => {
  const { organizationId } = reader;
  const overview = await caches.overviews.read(organizationId, {
    mark,
    version: () => overviewVersion(db, organizationId),
    build: () => readOverview(db, caches.sections, organizationId),
  });
  return readableOverview(overview, reader.readable);
};
