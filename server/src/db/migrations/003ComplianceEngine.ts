import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('security_signals')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('observed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('security_signals_pk', ['organization_id', 'key'])
    .execute();

  await db.schema
    .createTable('assessments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('framework', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('score', 'integer')
    .addColumn('started_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('assessments_org_framework_idx')
    .on('assessments')
    .columns(['organization_id', 'framework', 'status', 'completed_at'])
    .execute();
  // At most one running assessment per organisation and framework, even across processes.
  await db.schema
    .createIndex('assessments_one_running_unique')
    .unique()
    .on('assessments')
    .columns(['organization_id', 'framework'])
    .where(sql.ref('status'), '=', 'running')
    .execute();

  await db.schema
    .createTable('control_results')
    .addColumn('assessment_id', 'text', (col) => col.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('control_id', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('issues', 'text', (col) => col.notNull())
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('control_results_pk', ['assessment_id', 'control_id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['control_results', 'assessments', 'security_signals']) {
    await db.schema.dropTable(table).execute();
  }
};
