import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The embedded runner's queue (PostgreSQL deployments use pg-boss and its own schema instead).
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_at']).execute();
  // NULL keys are distinct on both databases: only keyed jobs are deduplicated.
  await db.schema.createIndex('jobs_singleton_idx').on('jobs').columns(['name', 'singleton_key']).unique().execute();
  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('recurrence', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('next_run_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('job_schedules').execute();
  await db.schema.dropTable('jobs').execute();
};
