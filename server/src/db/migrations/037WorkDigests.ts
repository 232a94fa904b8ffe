import type { Kysely } from 'kysely';

/**
 * One row per member and ISO week ('2026-W23') whose work digest was sent: claimed before sending, so two instances,
 * a retry or a restart never send a week's digest twice.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('work_digests')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('work_digests_once_a_week', ['organization_id', 'user_id', 'week'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('work_digests').execute();
};
