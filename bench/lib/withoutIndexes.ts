import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';

type Definition = { name: string; definition: string };

// The machine's two cores: each index is built by one connection, two at a time.
const builders = 2;

/** Index builds sort in memory up to this, instead of spilling to disk in small runs. */
const buildMemory = '1GB';

const constraintsOf = async (db: Db, table: string): Promise<Definition[]> =>
  (
    await sql<Definition>`
      select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid = ${table}::regclass and contype in ('p', 'u')`.execute(db)
  ).rows;

const plainIndexesOf = async (db: Db, table: string): Promise<Definition[]> =>
  (
    await sql<Definition>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = ${table}
        and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(db)
  ).rows;

const buildAll = async (db: Db, statements: string[]): Promise<void> => {
  const queue = [...statements];
  const builder = () =>
    db.connection().execute(async (connection) => {
      await sql`select set_config('maintenance_work_mem', ${buildMemory}, false)`.execute(connection);
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await sql.raw(next).execute(connection);
    });
  await Promise.all(Array.from({ length: builders }, builder));
};

/**
 * Runs a bulk load into `table` with its primary key, unique constraints and indexes dropped, then builds them again
 * from the definitions the database itself gave (so they are the migrations' own) and analyses the table. Inserting
 * ten million rows into a table whose indexes are kept up to date row by row takes hours; building them once, minutes.
 */
export async function withoutIndexes(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const constraints = await constraintsOf(db, table);
  const indexes = await plainIndexesOf(db, table);
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(db);
  for (const { name } of constraints)
    await sql`alter table ${sql.id(table)} drop constraint ${sql.id(name)}`.execute(db);
  await load();
  await buildAll(db, [
    ...constraints.map(({ name, definition }) => `alter table "${table}" add constraint "${name}" ${definition}`),
    ...indexes.map(({ definition }) => definition),
  ]);
  await sql`analyze ${sql.id(table)}`.execute(db);
}
