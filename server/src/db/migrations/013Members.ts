import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Everyone already here could sign in: active. A removed member keeps their row, so the audit trail's user_id (part
  // of each row's chained hash) never changes under it.
  await db.schema
    .alterTable('users')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('users').addColumn('department', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  // The last sign-in so far is the latest one the audit trail recorded.
  await sql`update users set last_login_at = (
    select max(audit_logs.created_at) from audit_logs
    where audit_logs.user_id = users.id and audit_logs.action = 'User Login'
  )`.execute(db);
  await db.schema
    .createIndex('users_organization_status_idx')
    .on('users')
    .columns(['organization_id', 'status'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('users_organization_status_idx').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('users').dropColumn('department').execute();
  await db.schema.alterTable('users').dropColumn('status').execute();
};
