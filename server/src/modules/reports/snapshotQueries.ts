import type { Db } from '../../db/database';
import { auditCategories, type AuditCategory } from '../../../../src/contracts/enums';
import type { ReportSnapshot } from '../../../../src/contracts/reports';

/** How many of the period's events a report lists; the counts cover all of them. */
export const recentActivityLimit = 30;
/** Open tasks a report lists, soonest due first. */
const openTaskLimit = 100;

type Period = ReportSnapshot['period'];

export const findPeriodActivity = async (
  db: Db,
  organizationId: string,
  { from, to }: Period,
): Promise<ReportSnapshot['activity']> => {
  const inPeriod = db
    .selectFrom('audit_logs')
    .where('organization_id', '=', organizationId)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to);
  const [counts, recent] = await Promise.all([
    inPeriod
      .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('category')
      .execute(),
    inPeriod
      .select(['created_at', 'action', 'user_label', 'category', 'details'])
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(recentActivityLimit)
      .execute(),
  ]);
  const byCategory = Object.fromEntries(auditCategories.map((category) => [category, 0])) as Record<
    AuditCategory,
    number
  >;
  for (const row of counts) byCategory[row.category] = Number(row.count);
  return {
    total: Object.values(byCategory).reduce((sum, count) => sum + count, 0),
    byCategory,
    recent: recent.map((row) => ({
      timestamp: row.created_at,
      action: row.action,
      user: row.user_label,
      category: row.category,
      details: row.details,
    })),
  };
};

export const findOpenTasks = async (db: Db, organizationId: string): Promise<ReportSnapshot['openTasks']> => {
  const rows = await db
    .selectFrom('tasks')
    .leftJoin('users', 'users.id', 'tasks.owner_id')
    .select(['tasks.title', 'tasks.due_date', 'tasks.priority', 'tasks.control_id', 'users.name as owner'])
    .where('tasks.organization_id', '=', organizationId)
    .where('tasks.status', '=', 'open')
    .orderBy('tasks.due_date')
    .orderBy('tasks.id')
    .limit(openTaskLimit)
    .execute();
  return rows.map((row) => ({
    title: row.title,
    dueDate: row.due_date,
    priority: row.priority,
    controlId: row.control_id,
    owner: row.owner,
  }));
};
