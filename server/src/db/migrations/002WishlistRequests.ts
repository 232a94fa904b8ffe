import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('wishlist_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('job_title', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('company_size', 'text', (col) => col.notNull())
    .addColumn('industry', 'text', (col) => col.notNull())
    .addColumn('compliance_goal', 'text', (col) => col.notNull())
    .addColumn('current_challenges', 'text')
    .addColumn('timeline', 'text')
    .addColumn('hear_about_us', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('invited_at', 'text')
    .execute();
  await db.schema
    .createIndex('wishlist_requests_email_unique')
    .unique()
    .on('wishlist_requests')
    .column('email')
    .execute();
  await db.schema
    .createIndex('wishlist_requests_status_idx')
    .on('wishlist_requests')
    .columns(['status', 'created_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('wishlist_requests').execute();
};
