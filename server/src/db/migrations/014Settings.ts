import type { Kysely } from 'kysely';

// Flags are integers (0 or 1): SQLite has no boolean type. A member or organisation without a row has the defaults.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
  await db.schema.alterTable('users').addColumn('timezone', 'text').execute();
  await db.schema
    .createTable('organization_settings')
    .addColumn('organization_id', 'text', (col) => col.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('primary_framework', 'text', (col) => col.notNull())
    .addColumn('auto_remediation', 'integer', (col) => col.notNull())
    .addColumn('risk_tolerance', 'text', (col) => col.notNull())
    .addColumn('audit_frequency', 'text', (col) => col.notNull())
    .addColumn('industry', 'text', (col) => col.notNull())
    .addColumn('size', 'text')
    .addColumn('domain', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_alerts', 'integer', (col) => col.notNull())
    .addColumn('critical_issues', 'integer', (col) => col.notNull())
    .addColumn('weekly_reports', 'integer', (col) => col.notNull())
    .addColumn('compliance_updates', 'integer', (col) => col.notNull())
    .addColumn('system_maintenance', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('organization_settings').execute();
  await db.schema.alterTable('users').dropColumn('timezone').execute();
  await db.schema.alterTable('users').dropColumn('phone').execute();
};
