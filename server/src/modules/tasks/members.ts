import type { Db } from '../../db/database';
import type { TaskPerson } from '../../../../src/contracts/tasks';

/** The organisation's members a task can be assigned to, by name. */
export const listAssignableMembers = (db: Db, organizationId: string): Promise<TaskPerson[]> =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('id')
    .execute();

export const findMember = (db: Db, organizationId: string, userId: string): Promise<TaskPerson | undefined> =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .executeTakeFirst();
