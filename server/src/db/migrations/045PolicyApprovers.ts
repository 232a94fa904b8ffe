import type { Kysely } from 'kysely';

/**
 * Who approves a policy's drafts: null for any member who may approve policies, otherwise a JSON array of member ids,
 * of whom `approval_quorum` must approve each round. Each approval of a round is kept in `review_approvals` until the
 * round is decided (the decision itself stays in `reviews`, earlier rounds in the audit trail).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('policies').addColumn('approver_ids', 'text').execute();
  await db.schema
    .alterTable('policies')
    .addColumn('approval_quorum', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('review_approvals')
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('user_label', 'text', (col) => col.notNull())
    .addColumn('approved_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_approvals_pk', [
      'organization_id',
      'subject_type',
      'subject_id',
      'round',
      'user_id',
    ])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('review_approvals').execute();
  await db.schema.alterTable('policies').dropColumn('approval_quorum').execute();
  await db.schema.alterTable('policies').dropColumn('approver_ids').execute();
};
