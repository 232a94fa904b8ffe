import type { Kysely } from 'kysely';

// The external id an organisation's cloud roles require of Securo (AWS's confused-deputy guard): made once, on the
// first look at the setup guide, and kept so that a role that trusts it keeps working.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('organizations').addColumn('integration_external_id', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('organizations').dropColumn('integration_external_id').execute();
};
