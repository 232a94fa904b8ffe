import type { Kysely } from 'kysely';

// The evidence locker: items with their versions (the files live in the file store), the controls they support, and
// who opened them.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('evidence_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('confidentiality', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'text')
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_by_label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('current_version', 'integer', (col) => col.notNull())
    .addColumn('reviewed_by_label', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('review_note', 'text')
    .addColumn('access_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_accessed_at', 'text')
    .addColumn('expiry_reminded_days', 'integer')
    .execute();
  await db.schema
    .createIndex('evidence_items_by_organization')
    .on('evidence_items')
    .columns(['organization_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('evidence_controls')
    .addColumn('evidence_id', 'text', (col) => col.notNull().references('evidence_items.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (col) => col.notNull())
    .addColumn('framework', 'text', (col) => col.notNull())
    .addColumn('control_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('evidence_controls_pk', ['evidence_id', 'framework', 'control_id'])
    .execute();
  await db.schema
    .createIndex('evidence_controls_by_control')
    .on('evidence_controls')
    .columns(['organization_id', 'framework', 'control_id'])
    .execute();
  await db.schema
    .createTable('evidence_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('evidence_id', 'text', (col) => col.notNull().references('evidence_items.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('type_label', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_by_label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('evidence_versions_number', ['evidence_id', 'version'])
    .execute();
  await db.schema
    .createTable('evidence_access')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('evidence_id', 'text', (col) => col.notNull().references('evidence_items.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor_label', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('evidence_access_by_item').on('evidence_access').columns(['evidence_id', 'at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('evidence_access').execute();
  await db.schema.dropTable('evidence_versions').execute();
  await db.schema.dropTable('evidence_controls').execute();
  await db.schema.dropTable('evidence_items').execute();
};
