import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Sessions from before count as last seen when they were created, so one already idle past the limit ends at once.
  // The empty default only fills the column for them: a session written without it would count as idle, never live.
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
};
