import type { Role } from '@/contracts/enums';
import type { Department } from '@/contracts/memberOptions';
import type { Db } from '../../db/database';

/** A member by id and name, as work assigned to them shows it. */
export type AssignablePerson = { id: string; name: string };

/** A member work can be assigned to, and whether they have yet to accept their invitation. */
export type Assignee = AssignablePerson & { invited: boolean };

// A pending invitee can be given work before they first sign in: it waits for them.
const assignableStatuses = ['active', 'pending'] as const;

/** The organisation's members work (a task, a control) can be assigned to, by name: active ones and pending invitees. */
export const listAssignableMembers = async (db: Db, organizationId: string): Promise<Assignee[]> => {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'status'])
    .where('organization_id', '=', organizationId)
    .where('status', 'in', assignableStatuses)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(({ status, ...member }) => ({ ...member, invited: status === 'pending' }));
};

/** An assignable member of the organisation, or undefined. */
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
    .where('status', 'in', assignableStatuses)
    .executeTakeFirst();

/** A member who has joined: their role, department, and when they were added to the organisation. */
export type ActiveMember = { id: string; name: string; role: Role; department: Department | null; since: string };

/** The organisation's active members (invitees once they join), by name. */
export const listActiveMembers = async (db: Db, organizationId: string): Promise<ActiveMember[]> =>
  (
    await db
      .selectFrom('users')
      .select(['id', 'name', 'role', 'department', 'created_at'])
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'active')
      .orderBy('name')
      .orderBy('id')
      .execute()
  ).map(({ created_at: since, ...member }) => ({ ...member, since }));
