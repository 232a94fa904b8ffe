import type { Kysely } from 'kysely';

// One incoming webhook per organisation, sealed (AES-256-GCM) at rest, with its last delivery's outcome.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('slack_webhooks')
    .addColumn('organization_id', 'text', (col) => col.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('webhook_sealed', 'text', (col) => col.notNull())
    .addColumn('webhook_hint', 'text', (col) => col.notNull())
    .addColumn('configured_by', 'text', (col) => col.notNull())
    .addColumn('configured_at', 'text', (col) => col.notNull())
    .addColumn('last_delivery_at', 'text')
    .addColumn('last_delivery_ok', 'integer')
    .addColumn('last_delivery_detail', 'text')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('slack_webhooks').execute();
};
