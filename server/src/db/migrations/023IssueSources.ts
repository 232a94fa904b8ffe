import type { Kysely } from 'kysely';

// Where each issue of a control result came from: the check, the source of its signal and when it was observed, as
// the assessment saw them. Results stored before this have none.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('control_results').addColumn('issue_sources', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('control_results').dropColumn('issue_sources').execute();
};
