import type { Kysely } from 'kysely';

/**
 * One row per organisation, framework and day, and per control and day: the day's last completed assessment. The
 * primary keys lead with the organisation and end with the day, so a year of one framework is one index range.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('score_history')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('framework', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('passed', 'integer', (col) => col.notNull())
    .addColumn('warning', 'integer', (col) => col.notNull())
    .addColumn('critical', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('assessed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('score_history_pk', ['organization_id', 'framework', 'day'])
    .execute();
  await db.schema
    .createTable('control_history')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('framework', 'text', (col) => col.notNull())
    .addColumn('control_id', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('failing_checks', 'text', (col) => col.notNull())
    .addColumn('changed_check', 'text')
    .addColumn('changed_source', 'text')
    .addPrimaryKeyConstraint('control_history_pk', ['organization_id', 'framework', 'control_id', 'day'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('control_history').execute();
  await db.schema.dropTable('score_history').execute();
};
