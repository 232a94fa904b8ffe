import type { Kysely } from 'kysely';

/**
 * The current round of each piece of work going through review (a control's statement first): who submitted what
 * (a fingerprint of the text, so an edit after submission shows), and who approved it or asked for changes. Earlier
 * rounds live in the audit trail. People are kept by id and by the name they had. Flags are 0 or 1.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('reviews')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('submitted_by', 'text')
    .addColumn('submitted_by_label', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_by_label', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('note', 'text')
    .addColumn('self_reviewed', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('reviews_pk', ['organization_id', 'subject_type', 'subject_id'])
    .execute();
  await db.schema.createIndex('reviews_by_state').on('reviews').columns(['organization_id', 'state']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('reviews').execute();
};
