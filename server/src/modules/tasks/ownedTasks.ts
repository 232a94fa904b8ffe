import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TaskPriority, TaskStatus } from '@/contracts/enums';

export type OwnedTask = {
  id: string;
  organizationId: string;
  ownerId: string;
  title: string;
  dueDate: string;
  priority: TaskPriority;
};

const openOwned = (db: Db) =>
  db
    .selectFrom('tasks')
    .select([
      'id',
      'organization_id as organizationId',
      'owner_id as ownerId',
      'title',
      'due_date as dueDate',
      'priority',
    ])
    .where('status', '=', sql.lit<TaskStatus>('open'))
    .orderBy('due_date')
    .orderBy('created_at')
    .orderBy('id');

const withOwner = (rows: (Omit<OwnedTask, 'ownerId'> & { ownerId: string | null })[]): OwnedTask[] =>
  rows.flatMap(({ ownerId, ...task }) => (ownerId ? [{ ...task, ownerId }] : []));

/** The member's open tasks, soonest (or most overdue) first. */
export const listOwnedOpenTasks = async (db: Db, organizationId: string, ownerId: string): Promise<OwnedTask[]> =>
  withOwner(
    await openOwned(db).where('organization_id', '=', organizationId).where('owner_id', '=', ownerId).execute(),
  );

/** Across organisations, every owned open task due on or before `by` ('YYYY-MM-DD'). */
export const listOwnedTasksDueBy = async (db: Db, by: string): Promise<OwnedTask[]> =>
  withOwner(await openOwned(db).where('owner_id', 'is not', null).where('due_date', '<=', by).execute());
