import type { Kysely } from 'kysely';

/**
 * Which departments a policy is assigned to, beside its roles: null for every department, otherwise a JSON array of
 * the departments whose members must accept it (those who hold an assigned role as well).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('policies').addColumn('assigned_departments', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('policies').dropColumn('assigned_departments').execute();
};
