import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Rows chained so far carry the plain sha256 format (1); start-up re-chains them under AUDIT_KEY (2).
  await db.schema
    .alterTable('audit_logs')
    .addColumn('hash_version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // Every start-up asks which chains still hold old rows: an index answers without scanning the trail.
  await db.schema.createIndex('audit_logs_hash_version_idx').on('audit_logs').column('hash_version').execute();
  await db.schema
    .createTable('audit_checkpoints')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chain', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('entries', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_checkpoints_chain_seq_idx')
    .on('audit_checkpoints')
    .columns(['chain', 'seq'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('audit_checkpoints').execute();
  await db.schema.dropIndex('audit_logs_hash_version_idx').execute();
  await db.schema.alterTable('audit_logs').dropColumn('hash_version').execute();
};
