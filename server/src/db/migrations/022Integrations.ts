import type { Kysely } from 'kysely';

// Live integrations: one row per organisation and provider with its sealed credentials and schedule, the history of
// its syncs, and the raw facts each sync observed (automated evidence).
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('integrations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('credentials', 'text')
    .addColumn('account', 'text')
    .addColumn('message', 'text')
    .addColumn('connected_at', 'text')
    .addColumn('connected_by_label', 'text')
    .addColumn('last_sync_at', 'text')
    .addColumn('sync_requested_at', 'text')
    .addColumn('next_sync_at', 'text')
    .addColumn('sync_interval_minutes', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('integrations_one_per_type', ['organization_id', 'type'])
    .execute();
  await db.schema.createIndex('integrations_due').on('integrations').column('next_sync_at').execute();
  await db.schema
    .createTable('integration_syncs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('integration_id', 'text', (col) => col.notNull().references('integrations.id').onDelete('cascade'))
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('signals_changed', 'integer', (col) => col.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('integration_syncs_by_integration')
    .on('integration_syncs')
    .columns(['integration_id', 'started_at'])
    .execute();
  await db.schema
    .createTable('integration_observations')
    .addColumn('integration_id', 'text', (col) => col.notNull().references('integrations.id').onDelete('cascade'))
    .addColumn('check_id', 'text', (col) => col.notNull())
    .addColumn('collected_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('integration_observations_pk', ['integration_id', 'check_id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('integration_observations').execute();
  await db.schema.dropTable('integration_syncs').execute();
  await db.schema.dropTable('integrations').execute();
};
