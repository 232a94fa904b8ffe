import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { nextChangeMark } from '../../../server/src/db/changeMark';
import { type Db, openDatabase } from '../../../server/src/db/database';
import { insertOrganization } from '../../../server/src/modules/organizations/repository';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
let other: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  other = openDatabase(database.config);
});

afterAll(async () => {
  await other.destroy();
  await database.dispose();
});

const insertRow = (db: Db) => insertOrganization(db, `Mark ${crypto.randomUUID()}`, new Date().toISOString());

const onSqlite = !/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

(onSqlite ? describe : describe.skip)('nextChangeMark on SQLite', () => {
  it('stands still while the database is only read', async () => {
    const before = await nextChangeMark(database.db);
    await database.db.selectFrom('users').selectAll().execute();
    await other.selectFrom('users').selectAll().execute();
    expect(before).not.toBeNull();
    expect(await nextChangeMark(database.db)).toBe(before);
  });

  it('moves with a write through the same connection, before its transaction commits', async () => {
    const before = await nextChangeMark(database.db);
    await database.db.transaction().execute(async (trx) => {
      await insertRow(trx);
      expect(await nextChangeMark(database.db)).not.toBe(before);
    });
  });

  it('moves with a commit through another connection (another server process, the admin CLI)', async () => {
    const before = await nextChangeMark(database.db);
    await insertRow(other);
    expect(await nextChangeMark(database.db)).not.toBe(before);
  });

  it('is read after it is asked for, so a commit made between asking and answering is seen', async () => {
    if (database.config.kind !== 'sqlite') throw new Error('SQLite only');
    const adminCli = new BetterSqlite3(database.config.filename);
    try {
      const before = await nextChangeMark(database.db);
      const asked = nextChangeMark(database.db);
      adminCli.prepare("update organizations set name = name || ' renamed'").run();
      const answered = await asked;
      expect(answered).not.toBe(before);
      expect(answered).toBe(await nextChangeMark(database.db));
    } finally {
      adminCli.close();
    }
  });

  it('is read once for every caller in a turn of the event loop, and afresh in the next', async () => {
    const first = nextChangeMark(database.db);
    expect(nextChangeMark(database.db)).toBe(first);
    const mark = await first;
    await insertRow(other);
    const next = nextChangeMark(database.db);
    expect(next).not.toBe(first);
    expect(await next).not.toBe(mark);
  });

  it('is none once the connection is closed', async () => {
    const closing = openDatabase(database.config);
    await closing.selectFrom('users').selectAll().execute();
    expect(await nextChangeMark(closing)).not.toBeNull();
    await closing.destroy();
    await expect(nextChangeMark(closing)).resolves.toBeNull();
  });
});

(onSqlite ? describe.skip : describe)('nextChangeMark on PostgreSQL', () => {
  it('is none: another instance writes through a pool this process cannot watch', async () => {
    await sql`select 1`.execute(database.db);
    await expect(nextChangeMark(database.db)).resolves.toBeNull();
  });
});
