import type { Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's schema types.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('job_title', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_email_unique').unique().on('users').column('email').execute();
  await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('audit_logs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('user_label', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('severity', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('resource', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_logs_org_created_idx')
    .on('audit_logs')
    .columns(['organization_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_logs_org_category_idx')
    .on('audit_logs')
    .columns(['organization_id', 'category'])
    .execute();
  await db.schema
    .createIndex('audit_logs_org_severity_idx')
    .on('audit_logs')
    .columns(['organization_id', 'severity'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['audit_logs', 'sessions', 'users', 'organizations']) {
    await db.schema.dropTable(table).execute();
  }
};
