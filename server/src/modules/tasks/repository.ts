import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { reusableQuery } from '../../db/reusableQuery';
import type { NewTask, TasksTable } from '../../db/schema';
import type { TaskPriority, TaskStatus } from '@/contracts/enums';

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

export type TaskChanges = Updateable<TasksTable>;

/** Changes one of the organisation's tasks; answers whether it was there. */
export const updateTaskRow = async (db: Db, organizationId: string, id: string, changes: TaskChanges) => {
  const result = await db
    .updateTable('tasks')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export type OverdueTask = { id: string; organizationId: string; ownerId: string; title: string; dueDate: string };

/** Open tasks with an owner, due before `today` ('YYYY-MM-DD'), whose owner has not been told yet. */
export const findOverdueTasks = async (db: Db, today: string): Promise<OverdueTask[]> => {
  const rows = await db
    .selectFrom('tasks')
    .select(['id', 'organization_id as organizationId', 'owner_id as ownerId', 'title', 'due_date as dueDate'])
    .where('status', '=', sql.lit<TaskStatus>('open'))
    .where('due_date', '<', today)
    .where('owner_id', 'is not', null)
    .where('overdue_notified_at', 'is', null)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  return rows.flatMap(({ ownerId, ...task }) => (ownerId ? [{ ...task, ownerId }] : []));
};

/** Claims the overdue notice of a task; false when another run claimed it first. */
export const markOverdueNotified = async (db: Db, id: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('tasks')
    .set({ overdue_notified_at: now })
    .where('id', '=', id)
    .where('overdue_notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};
