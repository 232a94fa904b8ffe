import { type Kysely, sql } from 'kysely';

/**
 * A task raised by automatic remediation names the check it fixes, and a task closed for it says why. At most one
 * such task is open per control and check, even when two processes assess at once.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('tasks').addColumn('remediates_check', 'text').execute();
  await db.schema.alterTable('tasks').addColumn('closing_note', 'text').execute();
  await db.schema
    .createIndex('tasks_one_open_per_check_unique')
    .unique()
    .on('tasks')
    .columns(['organization_id', 'control_id', 'remediates_check'])
    .where(sql.ref('status'), '=', 'open')
    .where(sql.ref('remediates_check'), 'is not', null)
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('tasks_one_open_per_check_unique').execute();
  await db.schema.alterTable('tasks').dropColumn('closing_note').execute();
  await db.schema.alterTable('tasks').dropColumn('remediates_check').execute();
};
