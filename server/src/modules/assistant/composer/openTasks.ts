import type { Db } from '../../../db/database';

/** The organisation's open tasks on these controls, soonest due first. */
export const findOpenTasksFor = async (db: Db, organizationId: string, controlIds: string[]) =>
  controlIds.length === 0
    ? []
    : db
        .selectFrom('tasks')
        .leftJoin('users', 'users.id', 'tasks.owner_id')
        .select(['tasks.title', 'tasks.due_date as dueDate', 'users.name as owner'])
        .where('tasks.organization_id', '=', organizationId)
        .where('tasks.status', '=', 'open')
        .where('tasks.control_id', 'in', controlIds)
        .orderBy('tasks.due_date')
        .limit(3)
        .execute();
