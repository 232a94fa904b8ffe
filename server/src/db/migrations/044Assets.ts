import type { Kysely } from 'kysely';

/**
 * The asset inventory: assets recorded by hand (source 'manual') and those an integration discovered (source its
 * type, with the provider's own id, unique per kind), each with the owner, classification, environment and data
 * categories people set, which a refresh from the provider never overwrites. `data_categories` is a JSON array and
 * `detail` a JSON object; an asset its provider stops reporting is retired, not deleted.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('assets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('external_id', 'text')
    .addColumn('owner_id', 'text')
    .addColumn('classification', 'text')
    .addColumn('environment', 'text')
    .addColumn('data_categories', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('assets_external_unique', ['organization_id', 'source', 'kind', 'external_id'])
    .execute();
  // The first page lists by name within a status; each filter narrows it from the organisation first.
  for (const [name, columns] of [
    ['assets_by_status_name', ['organization_id', 'status', 'name', 'id']],
    ['assets_by_kind', ['organization_id', 'kind', 'status', 'name']],
    ['assets_by_source', ['organization_id', 'source', 'status', 'name']],
    ['assets_by_classification', ['organization_id', 'classification', 'status', 'name']],
    ['assets_by_owner', ['organization_id', 'owner_id', 'status']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('assets')
      .columns([...columns])
      .execute();
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('assets').execute();
};
