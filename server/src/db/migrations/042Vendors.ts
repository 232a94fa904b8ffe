import type { Kysely } from 'kysely';

/**
 * The vendor register. A vendor keeps the answers its tier is derived from beside the tier itself (the list filters on
 * it), its data categories and processing countries as JSON arrays, and flags as 0 or 1. Documents link an evidence
 * item of the locker with its kind and expiry; reviews are dated assessments with their answers as JSON.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('vendors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull())
    .addColumn('service', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('data_shared', 'text', (col) => col.notNull())
    .addColumn('production_access', 'integer', (col) => col.notNull())
    .addColumn('business_impact', 'text', (col) => col.notNull())
    .addColumn('tier', 'integer', (col) => col.notNull())
    .addColumn('data_categories', 'text', (col) => col.notNull())
    .addColumn('countries', 'text', (col) => col.notNull())
    .addColumn('contract_start', 'text')
    .addColumn('contract_end', 'text')
    .addColumn('subprocessor', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('vendors_by_name').on('vendors').columns(['organization_id', 'name_key', 'id']).execute();
  await db.schema
    .createIndex('vendors_by_tier')
    .on('vendors')
    .columns(['organization_id', 'tier', 'name_key'])
    .execute();
  await db.schema
    .createIndex('vendors_by_status')
    .on('vendors')
    .columns(['organization_id', 'status', 'subprocessor', 'name_key'])
    .execute();
  await db.schema
    .createTable('vendor_documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('vendor_id', 'text', (col) => col.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('evidence_id', 'text', (col) => col.notNull())
    .addColumn('evidence_name', 'text', (col) => col.notNull())
    .addColumn('expires_on', 'text', (col) => col.notNull())
    .addColumn('linked_by_label', 'text', (col) => col.notNull())
    .addColumn('linked_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vendor_documents_by_vendor')
    .on('vendor_documents')
    .columns(['organization_id', 'vendor_id'])
    .execute();
  await db.schema
    .createTable('vendor_reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('vendor_id', 'text', (col) => col.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('reviewed_on', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('findings', 'text')
    .addColumn('decision', 'text', (col) => col.notNull())
    .addColumn('reviewer_id', 'text')
    .addColumn('reviewer_label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vendor_reviews_by_vendor')
    .on('vendor_reviews')
    .columns(['organization_id', 'vendor_id', 'reviewed_on'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('vendor_reviews').execute();
  await db.schema.dropTable('vendor_documents').execute();
  await db.schema.dropTable('vendors').execute();
};
