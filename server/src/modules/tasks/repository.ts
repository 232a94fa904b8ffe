import type { Db } from '../../db/database';
import type { NewTask, TaskPriority } from '../../db/schema';

export type UpcomingTask = { id: string; title: string; dueDate: string; priority: TaskPriority };

/** Open tasks, soonest (or most overdue) first. */
export const listUpcomingTasks = (db: Db, organizationId: string, limit: number): Promise<UpcomingTask[]> =>
  db
    .selectFrom('tasks')
    .select(['id', 'title', 'due_date as dueDate', 'priority'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'open')
    .orderBy('due_date')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();

export const insertTasks = async (db: Db, tasks: NewTask[]): Promise<void> => {
  if (tasks.length === 0) return;
  await db.insertInto('tasks').values(tasks).execute();
};

export const hasTasks = async (db: Db, organizationId: string): Promise<boolean> => {
  const row = await db.selectFrom('tasks').select('id').where('organization_id', '=', organizationId).limit(1).executeTakeFirst();
  return row !== undefined;
};
