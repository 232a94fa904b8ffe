import type { Db } from '../../db/database';

/** A task others discuss: its title, its owner and who created it. */
export type TaskSubject = { id: string; title: string; ownerId: string | null; createdBy: string | null };

export const findTaskSubject = async (db: Db, organizationId: string, id: string): Promise<TaskSubject | undefined> =>
  db
    .selectFrom('tasks')
    .select(['id', 'title', 'owner_id as ownerId', 'created_by as createdBy'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
