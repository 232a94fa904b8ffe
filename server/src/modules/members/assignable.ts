import type { Db } from '../../db/database';

/** A member by id and name, as work assigned to them shows it. */
export type AssignablePerson = { id: string; name: string };

/** The organisation's active members work (a task, a control) can be assigned to, by name (invited, deactivated and removed ones aside). */
export const listAssignableMembers = (db: Db, organizationId: string): Promise<AssignablePerson[]> =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .orderBy('name')
    .orderBy('id')
    .execute();

/** An active member of the organisation, or undefined. */
export const findAssignableMember = (
  db: Db,
  organizationId: string,
  userId: string,
): Promise<AssignablePerson | undefined> =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
