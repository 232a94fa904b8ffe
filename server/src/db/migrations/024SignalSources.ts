import { type Kysely, sql } from 'kysely';

type SignalColumn = 'organization_id' | 'key' | 'source';

const createSignals = (db: Kysely<unknown>, table: string, primaryKey: SignalColumn[], withIntegration: boolean) => {
  const builder = db.schema
    .createTable(table)
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('observed_at', 'text', (col) => col.notNull());
  return (withIntegration ? builder.addColumn('integration', 'text') : builder)
    .addPrimaryKeyConstraint(`${table}_pk`, primaryKey)
    .execute();
};

// One value per check from each source, so that GitHub and GitLab (or Okta and Azure) measuring the same check no
// longer overwrite each other: the engine combines them. `integration` names the integration that collected a value;
// imported values have none. Rebuilt rather than altered: SQLite cannot change a primary key in place.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await createSignals(db, 'security_signals_by_source', ['organization_id', 'key', 'source'], true);
  await sql`
    insert into security_signals_by_source (organization_id, key, value, source, observed_at)
    select organization_id, key, value, source, observed_at from security_signals
  `.execute(db);
  await db.schema.dropTable('security_signals').execute();
  await db.schema.alterTable('security_signals_by_source').renameTo('security_signals').execute();
};

// Keeps the latest value of each check, as the table held them before.
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await createSignals(db, 'security_signals_by_key', ['organization_id', 'key'], false);
  await sql`
    insert into security_signals_by_key (organization_id, key, value, source, observed_at)
    select organization_id, key, value, source, observed_at from security_signals latest
    where not exists (
      select 1 from security_signals later
      where later.organization_id = latest.organization_id and later.key = latest.key
        and (later.observed_at > latest.observed_at
          or (later.observed_at = latest.observed_at and later.source > latest.source))
    )
  `.execute(db);
  await db.schema.dropTable('security_signals').execute();
  await db.schema.alterTable('security_signals_by_key').renameTo('security_signals').execute();
};
