import type { Kysely } from 'kysely';

/**
 * One row per policy reminder sent: a review coming due or overdue (one per policy version and kind), or an
 * acceptance left overdue (one per member and version). `occurrence` names it; claimed before sending, so two
 * instances, a retry or a restart never send one twice.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('policy_reminders')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('occurrence', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('policy_id', 'text', (col) => col.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('version_id', 'text', (col) => col.notNull().references('policy_versions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('policy_reminders_once', ['organization_id', 'occurrence'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('policy_reminders').execute();
};
