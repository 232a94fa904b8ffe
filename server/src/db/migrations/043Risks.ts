import type { Kysely } from 'kysely';

/**
 * The risk register: each risk with its inherent and residual ratings and their scores (stored, so the list filters
 * and the heat matrix count in SQL), its treatment (one of four, with the fields that treatment needs), and its
 * linked controls and tasks as JSON arrays. Risk assessments record who took part, the notes, what changed since the
 * one before, and the register as it stood (JSON), which the next one is compared with.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('risks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('control_refs', 'text', (col) => col.notNull())
    .addColumn('task_ids', 'text', (col) => col.notNull())
    .addColumn('inherent_likelihood', 'integer', (col) => col.notNull())
    .addColumn('inherent_impact', 'integer', (col) => col.notNull())
    .addColumn('inherent_score', 'integer', (col) => col.notNull())
    .addColumn('residual_likelihood', 'integer', (col) => col.notNull())
    .addColumn('residual_impact', 'integer', (col) => col.notNull())
    .addColumn('residual_score', 'integer', (col) => col.notNull())
    .addColumn('treatment', 'text')
    .addColumn('approver_id', 'text')
    .addColumn('acceptance_expires_on', 'text')
    .addColumn('transferred_to', 'text')
    .addColumn('avoided_by', 'text')
    .addColumn('review_on', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source_check', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('risks_by_title').on('risks').columns(['organization_id', 'title', 'id']).execute();
  await db.schema.createIndex('risks_by_category').on('risks').columns(['organization_id', 'category']).execute();
  await db.schema.createIndex('risks_by_treatment').on('risks').columns(['organization_id', 'treatment']).execute();
  await db.schema.createIndex('risks_by_owner').on('risks').columns(['organization_id', 'owner_id']).execute();
  await db.schema.createIndex('risks_by_residual').on('risks').columns(['organization_id', 'residual_score']).execute();
  await db.schema
    .createIndex('risks_by_source_check')
    .on('risks')
    .columns(['organization_id', 'source_check'])
    .execute();
  await db.schema
    .createTable('risk_assessments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('held_on', 'text', (col) => col.notNull())
    .addColumn('participants', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('recorded_by_label', 'text', (col) => col.notNull())
    .addColumn('changes', 'text', (col) => col.notNull())
    .addColumn('register', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('risk_assessments_by_date')
    .on('risk_assessments')
    .columns(['organization_id', 'held_on', 'created_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('risk_assessments').execute();
  await db.schema.dropTable('risks').execute();
};
