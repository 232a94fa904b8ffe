import { Client } from 'pg';
import { type Db, openDatabase } from '../../server/src/db/database';

/** The database the scale bench makes on the server of BENCH_DATABASE_URL and drops at the end. */
export const scaleDatabaseName = process.env.BENCH_SCALE_DATABASE ?? 'securo_scale_bench';

const seedTable = 'bench_scale_seed';

const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const onServer = async <T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const dropDatabase = (serverUrl: string, name: string): Promise<void> =>
  onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
  });

const createDatabase = (serverUrl: string, name: string): Promise<void> =>
  onServer(serverUrl, async (client) => {
    await client.query(`create database ${quoted(name)}`);
  });

const databaseExists = (serverUrl: string, name: string): Promise<boolean> =>
  onServer(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  });

/** What a finished seeding recorded: the scale it seeded, and how long it took. */
export type SeedRecord = { scale: string; seconds: number; seededAt: string };

const readSeedRecord = async (db: Db): Promise<SeedRecord | null> => {
  const records = db.withTables<{ bench_scale_seed: SeedRecord }>();
  try {
    return (await records.selectFrom(seedTable).selectAll().executeTakeFirst()) ?? null;
  } catch {
    // No record table: the seeding never finished.
    return null;
  }
};

export const recordSeed = async (db: Db, record: SeedRecord): Promise<void> => {
  await db.schema
    .createTable(seedTable)
    .addColumn('scale', 'text', (col) => col.notNull())
    .addColumn('seconds', 'real', (col) => col.notNull())
    .addColumn('seededAt', 'text', (col) => col.notNull())
    .execute();
  await db.withTables<{ bench_scale_seed: SeedRecord }>().insertInto(seedTable).values(record).execute();
};

export type ScaleDatabase = { url: string; seeded: SeedRecord | null };

/**
 * The bench's database: a kept one that finished seeding this same scale is reused as it is; anything else (none,
 * a half-seeded one, another scale) is dropped and made anew, empty.
 */
export async function openScaleDatabase(serverUrl: string, scale: string): Promise<ScaleDatabase> {
  const url = databaseUrl(serverUrl, scaleDatabaseName);
  if (await databaseExists(serverUrl, scaleDatabaseName)) {
    const db = openDatabase({ kind: 'postgres', connectionString: url });
    const seeded = await readSeedRecord(db).finally(() => db.destroy());
    if (seeded?.scale === scale) return { url, seeded };
    await dropDatabase(serverUrl, scaleDatabaseName);
  }
  await createDatabase(serverUrl, scaleDatabaseName);
  return { url, seeded: null };
}
