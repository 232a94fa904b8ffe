import type { Kysely } from 'kysely';

/**
 * Policies written in the product. An organisation's policy profile (the facts its policies quote, as JSON); a policy
 * per library template; its versions: at most one draft (Markdown with placeholders, and the review round it is in),
 * and published versions, frozen: the text as rendered then, its SHA-256, number, changelog and who approved it.
 * Acceptances record the version's hash as the member saw it. Flags are 0 or 1.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('policy_profiles')
    .addColumn('organization_id', 'text', (col) => col.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('policies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('review_months', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('policies_template_unique', ['organization_id', 'template_id'])
    .execute();
  await db.schema
    .createTable('policy_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('policy_id', 'text', (col) => col.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('review_state', 'text')
    .addColumn('review_fingerprint', 'text')
    .addColumn('reviewed_by_label', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('major', 'integer')
    .addColumn('minor', 'integer')
    .addColumn('changelog', 'text')
    .addColumn('rendered', 'text')
    .addColumn('sha256', 'text')
    .addColumn('published_by_label', 'text')
    .addColumn('published_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('policy_versions_by_policy')
    .on('policy_versions')
    .columns(['organization_id', 'policy_id', 'state'])
    .execute();
  await db.schema
    .createTable('policy_acceptances')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('version_id', 'text', (col) => col.notNull().references('policy_versions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('user_label', 'text', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('policy_acceptances_pk', ['version_id', 'user_id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('policy_acceptances').execute();
  await db.schema.dropTable('policy_versions').execute();
  await db.schema.dropTable('policies').execute();
  await db.schema.dropTable('policy_profiles').execute();
};
