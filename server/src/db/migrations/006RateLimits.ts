import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('blocked_until', 'text')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('rate_limit_counters').execute();
};
