import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('tasks')
    .addColumn('owner_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('tasks').addColumn('description', 'text').execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  // Filled from created_at for the tasks already stored; every write sets it from then on.
  await db.schema
    .alterTable('tasks')
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update tasks set updated_at = created_at`.execute(db);
  await db.schema.alterTable('tasks').addColumn('overdue_notified_at', 'text').execute();
  await db.schema.createIndex('tasks_org_owner_idx').on('tasks').columns(['organization_id', 'owner_id']).execute();
  await db.schema.createIndex('tasks_org_control_idx').on('tasks').columns(['organization_id', 'control_id']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('tasks_org_control_idx').execute();
  await db.schema.dropIndex('tasks_org_owner_idx').execute();
  for (const column of ['overdue_notified_at', 'updated_at', 'created_by', 'description', 'owner_id']) {
    await db.schema.alterTable('tasks').dropColumn(column).execute();
  }
};
