import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** What a share link stores beside its target: 021 keeps the same columns when every kind moves into one table. */
export const withShareLinkColumns = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'text')
    .addColumn('created_by_label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_opened_at', 'text')
    .addColumn('open_count', 'integer', (col) => col.notNull().defaultTo(0));

/** The report links as this migration made them; 021 makes them again when it is undone. */
export const createReportShares = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('report_shares')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull())
    .addColumn('report_id', 'text', (col) => col.notNull().references('reports.id').onDelete('cascade'))
    .$call(withShareLinkColumns)
    .execute();
  await db.schema.createIndex('report_shares_by_report').on('report_shares').column('report_id').execute();
};

// Reports with the snapshot they were drawn from and their PDF, share links to them, and schedules that make them.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('framework', 'text', (col) => col.notNull())
    .addColumn('sections', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('requested_by', 'text')
    .addColumn('requested_by_label', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('generated_at', 'text')
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('pages', 'integer')
    .addColumn('size_bytes', 'integer')
    .addColumn('compliance_score', 'integer')
    .addColumn('critical_issues', 'integer')
    .addColumn('warnings', 'integer')
    .addColumn('failure_reason', 'text')
    .addColumn('schedule_run', 'text', (col) => col.unique())
    .execute();
  await db.schema
    .createIndex('reports_by_organization')
    .on('reports')
    .columns(['organization_id', 'requested_at'])
    .execute();
  await db.schema
    .createTable('report_files')
    .addColumn('report_id', 'text', (col) => col.primaryKey().references('reports.id').onDelete('cascade'))
    .addColumn('content', binary, (col) => col.notNull())
    .execute();
  await createReportShares(db);
  await db.schema
    .createTable('report_schedules')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('framework', 'text', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('recipient_ids', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_by_label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('next_run_at', 'text', (col) => col.notNull())
    .addColumn('last_run_at', 'text')
    .execute();
  await db.schema.createIndex('report_schedules_due').on('report_schedules').column('next_run_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('report_schedules').execute();
  await db.schema.dropTable('report_shares').execute();
  await db.schema.dropTable('report_files').execute();
  await db.schema.dropTable('reports').execute();
};
