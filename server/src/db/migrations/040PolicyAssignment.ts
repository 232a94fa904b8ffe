import type { Kysely } from 'kysely';

/**
 * Who a policy is assigned to, and so who must accept its published versions: null for every member, otherwise a JSON
 * array of the roles whose members must.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('policies').addColumn('assigned_roles', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('policies').dropColumn('assigned_roles').execute();
};
