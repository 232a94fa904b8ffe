import type { Kysely } from 'kysely';

/**
 * What an organisation decides about each control (owners, implementation, statement, review date, and its exclusion
 * with the justification and who decided), the attestations that meet procedural checks, and which controls each
 * assessment left out of its score. People are kept by id and by the name they had, so the record outlives them.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('control_settings')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('framework', 'text', (col) => col.notNull())
    .addColumn('control_id', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('backup_owner_id', 'text')
    .addColumn('implementation_status', 'text', (col) => col.notNull())
    .addColumn('statement', 'text')
    .addColumn('review_date', 'text')
    .addColumn('applicability', 'text', (col) => col.notNull())
    .addColumn('justification', 'text')
    .addColumn('requested_by', 'text')
    .addColumn('requested_by_label', 'text')
    .addColumn('requested_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_by_label', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('rejection_note', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('control_settings_pk', ['organization_id', 'framework', 'control_id'])
    .execute();
  await db.schema
    .createIndex('control_settings_by_owner')
    .on('control_settings')
    .columns(['organization_id', 'owner_id'])
    .execute();
  await db.schema
    .createTable('attestations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('check_id', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('statement', 'text', (col) => col.notNull())
    .addColumn('evidence_id', 'text', (col) => col.notNull().references('evidence_items.id').onDelete('cascade'))
    .addColumn('valid_until', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attested_by', 'text')
    .addColumn('attested_by_label', 'text', (col) => col.notNull())
    .addColumn('attested_at', 'text', (col) => col.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_by_label', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('review_note', 'text')
    .addColumn('self_reviewed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('attestations_by_check')
    .on('attestations')
    .columns(['organization_id', 'check_id', 'attested_at'])
    .execute();
  await db.schema.alterTable('assessments').addColumn('excluded_controls', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('assessments').dropColumn('excluded_controls').execute();
  await db.schema.dropTable('attestations').execute();
  await db.schema.dropTable('control_settings').execute();
};
