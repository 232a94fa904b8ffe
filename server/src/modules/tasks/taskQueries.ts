import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Task, TaskFilters } from '@/contracts/tasks';
import { frameworkOf } from './controls';

export type TaskListScope = { organizationId: string; userId: string; today: string };

const taskView = (db: Db, organizationId: string) =>
  db
    .selectFrom('tasks as t')
    .leftJoin('users as o', 'o.id', 't.owner_id')
    .leftJoin('users as c', 'c.id', 't.created_by')
    .where('t.organization_id', '=', organizationId);

type TaskViewRow = {
  id: string;
  title: string;
  description: string | null;
  dueDate: string;
  priority: Task['priority'];
  status: Task['status'];
  controlId: string | null;
  ownerId: string | null;
  ownerName: string | null;
  createdById: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  closingNote: string | null;
};

const selectTask = (query: ReturnType<typeof taskView>) =>
  query.select([
    't.id',
    't.title',
    't.description',
    't.due_date as dueDate',
    't.priority',
    't.status',
    't.control_id as controlId',
    'o.id as ownerId',
    'o.name as ownerName',
    'c.id as createdById',
    'c.name as createdByName',
    't.created_at as createdAt',
    't.updated_at as updatedAt',
    't.completed_at as completedAt',
    't.closing_note as closingNote',
  ]);

const toTask = (row: TaskViewRow, today: string): Task => {
  const { ownerId, ownerName, createdById, createdByName, ...task } = row;
  return {
    ...task,
    framework: frameworkOf(task.controlId),
    owner: ownerId ? { id: ownerId, name: ownerName ?? '' } : null,
    createdBy: createdById ? { id: createdById, name: createdByName ?? '' } : null,
    overdue: task.status === 'open' && task.dueDate < today,
  };
};

const filtered = (db: Db, scope: TaskListScope, filters: TaskFilters) => {
  let query = taskView(db, scope.organizationId);
  if (filters.status) query = query.where('t.status', '=', filters.status);
  if (filters.priority) query = query.where('t.priority', '=', filters.priority);
  if (filters.control) query = query.where('t.control_id', '=', filters.control);
  if (filters.owner === 'mine') query = query.where('t.owner_id', '=', scope.userId);
  else if (filters.owner === 'unassigned') query = query.where('t.owner_id', 'is', null);
  else if (filters.owner) query = query.where('t.owner_id', '=', filters.owner);
  if (filters.overdue === 'true') {
    query = query.where('t.status', '=', sql.lit('open')).where('t.due_date', '<', scope.today);
  } else if (filters.overdue === 'false') {
    query = query.where((eb) => eb.or([eb('t.status', '!=', sql.lit('open')), eb('t.due_date', '>=', scope.today)]));
  }
  return query;
};

/** A page of the organisation's tasks: open before done, then soonest due first; and how many match in all. */
export const listTasks = async (
  db: Db,
  scope: TaskListScope,
  filters: TaskFilters,
): Promise<{ tasks: Task[]; total: number }> => {
  const { count } = await filtered(db, scope, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await selectTask(filtered(db, scope, filters))
    .orderBy('t.status', 'desc')
    .orderBy('t.due_date')
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)
    .execute();
  return { tasks: rows.map((row) => toTask(row, scope.today)), total: Number(count) };
};

export const findTask = async (
  db: Db,
  organizationId: string,
  id: string,
  today: string,
): Promise<Task | undefined> => {
  const row = await selectTask(taskView(db, organizationId)).where('t.id', '=', id).executeTakeFirst();
  return row && toTask(row, today);
};
