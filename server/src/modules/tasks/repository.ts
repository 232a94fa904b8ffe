import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { reusableQuery } from '../../db/reusableQuery';
import type { NewTask, TaskStatus } from '../../db/schema';
import type { TaskPriority } from '../../../../src/contracts/enums';

export type UpcomingTask = { id: string; title: string; dueDate: string; priority: TaskPriority };

const upcoming = reusableQuery((db: Db, organizationId: string, limit: number) =>
  db
    .selectFrom('tasks')
    .select(['id', 'title', 'due_date as dueDate', 'priority'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', sql.lit<TaskStatus>('open'))
    .orderBy('due_date')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit),
);

/** Open tasks, soonest (or most overdue) first; the dashboard asks on every load, so the SQL is compiled once. */
export const listUpcomingTasks = (db: Db, organizationId: string, limit: number): Promise<UpcomingTask[]> =>
  upcoming(db, organizationId, limit);

export const insertTasks = async (db: Db, tasks: NewTask[]): Promise<void> => {
  if (tasks.length === 0) return;
  await db.insertInto('tasks').values(tasks).execute();
};

export const hasTasks = async (db: Db, organizationId: string): Promise<boolean> => {
  const row = await db
    .selectFrom('tasks')
    .select('id')
    .where('organization_id', '=', organizationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
};
