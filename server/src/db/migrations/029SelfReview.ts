import type { Kysely } from 'kysely';

/**
 * Whoever uploads a version may not review it, unless the organisation allows self-review (a one-person team); a
 * review made so is marked on the item, so an auditor sees it. Flags are 0 or 1, off for everything before this.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('organization_settings')
    .addColumn('allow_self_review', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('evidence_items')
    .addColumn('self_reviewed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('evidence_items').dropColumn('self_reviewed').execute();
  await db.schema.alterTable('organization_settings').dropColumn('allow_self_review').execute();
};
