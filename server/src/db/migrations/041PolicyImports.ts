import type { Kysely } from 'kysely';

/**
 * Policies imported from a member's own file rather than generated from the library: the file's name, shown as where
 * the policy came from. Null for a policy of the library.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('policies').addColumn('imported_from', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('policies').dropColumn('imported_from').execute();
};
