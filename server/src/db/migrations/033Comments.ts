import type { Kysely } from 'kysely';

/**
 * Team comments on any subject (a control, an evidence item, a task, a report), the members they mention, the
 * evidence they link, and who watches each subject. A watcher row records a choice either way, so an explicit
 * unwatch holds even for the subject's owner or a past commenter. A member's own choice of mention emails joins the
 * other notification settings, on by default.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('author_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('visibility', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('edited_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('comments_by_subject')
    .on('comments')
    .columns(['organization_id', 'subject_type', 'subject_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('comment_mentions')
    .addColumn('comment_id', 'text', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_mentions_by_user').on('comment_mentions').columns(['user_id']).execute();
  await db.schema
    .createTable('comment_evidence')
    .addColumn('comment_id', 'text', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('evidence_id', 'text', (col) => col.notNull().references('evidence_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('comment_evidence_pk', ['comment_id', 'evidence_id'])
    .execute();
  await db.schema
    .createTable('comment_watchers')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('watching', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('comment_watchers_pk', ['organization_id', 'subject_type', 'subject_id', 'user_id'])
    .execute();
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('mentions', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('notification_preferences').dropColumn('mentions').execute();
  await db.schema.dropTable('comment_watchers').execute();
  await db.schema.dropTable('comment_evidence').execute();
  await db.schema.dropTable('comment_mentions').execute();
  await db.schema.dropTable('comments').execute();
};
