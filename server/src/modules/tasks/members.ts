import type { Db } from '../../db/database';
import type { TaskPerson } from '@/contracts/tasks';

/** The organisation's active members a task can be assigned to, by name (invited, deactivated and removed ones aside). */
export const listAssignableMembers = (db: Db, organizationId: string): Promise<TaskPerson[]> =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .orderBy('name')
    .orderBy('id')
    .execute();

export const findMember = (db: Db, organizationId: string, userId: string): Promise<TaskPerson | undefined> =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
