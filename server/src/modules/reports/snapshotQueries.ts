import type { Db } from '../../db/database';
import type { ReportSnapshot } from '@/contracts/reports';

/** Open tasks a report lists, soonest due first. */
const openTaskLimit = 100;

export const findOpenTasks = async (
  db: Db,
  organizationId: string,
): Promise<NonNullable<ReportSnapshot['openTasks']>> => {
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
