import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, openDatabase, openReadDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedDemo } from '../../../server/src/demo/seed';
import { configureAuditKey } from '../../../server/src/core/auditTrail/chain';
import { testAuditKey } from '../helpers/testDatabase';

/** SQLite only: on PostgreSQL the read database is the serving pool itself (asserted at the end). */
describe('the SQLite read database', () => {
  let dir: string;
  let db: Db;
  let reader: Db;

  beforeAll(async () => {
    configureAuditKey(testAuditKey);
    dir = mkdtempSync(path.join(tmpdir(), 'securo-readers-'));
    const config = { kind: 'sqlite' as const, filename: path.join(dir, 'securo.db') };
    db = openDatabase(config);
    await migrateToLatest(db);
    await seedDemo(db);
    reader = openReadDatabase(config, db);
  });

  afterAll(async () => {
    await reader.destroy();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads what the serving connection committed, row for row', async () => {
    const query = (from: Db) =>
      from.selectFrom('audit_logs').select(['id', 'seq', 'details']).orderBy('seq', 'desc').limit(50).execute();
    const served = await query(db);
    expect(served.length).toBeGreaterThan(0);
    expect(await query(reader)).toEqual(served);

    await db.updateTable('audit_logs').set({ details: 'Changed just now' }).where('id', '=', served[0].id).execute();
    const [first] = await query(reader);
    expect(first.details).toBe('Changed just now');
  });

  it('keeps the event loop free while a long statement runs', async () => {
    // About a second of work for SQLite: a recursive count to 20 million.
    const long = sql<{ n: number }>`
      with recursive counter(n) as (select 1 union all select n + 1 from counter where n < 20000000)
      select count(*) as n from counter`.execute(reader);
    let ticks = 0;
    let finished = false;
    const ticking = (async () => {
      while (!finished) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ticks += 1;
      }
    })();
    const { rows } = await long;
    finished = true;
    await ticking;
    expect(Number(rows[0].n)).toBe(20_000_000);
    // On the serving connection the timers could not fire until the statement ended: at most one tick.
    expect(ticks).toBeGreaterThan(5);
  }, 60_000);

  it('answers a failing statement with its error and goes on serving', async () => {
    await expect(sql`select * from no_such_table`.execute(reader)).rejects.toThrow(/no such table/);
    await expect(db.selectFrom('users').select('id').execute()).resolves.not.toHaveLength(0);
    await expect(reader.selectFrom('users').select('id').execute()).resolves.not.toHaveLength(0);
  });

  it('refuses writes: its connections are read-only', async () => {
    await expect(reader.deleteFrom('audit_logs').execute()).rejects.toThrow(/readonly/);
    expect(
      Number((await db.selectFrom('audit_logs').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    ).toBeGreaterThan(0);
  });

  it('runs more queries at once than it has readers, each answered', async () => {
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        sql<{ n: number }>`select ${index} + count(*) as n from users`.execute(reader),
      ),
    );
    const base = Number(counts[0].rows[0].n);
    expect(counts.map(({ rows }) => Number(rows[0].n))).toEqual(Array.from({ length: 12 }, (_, i) => base + i));
  });

  it('hands over every kind of SQLite value under its column name, as the serving connection reads it', async () => {
    const values = sql<Record<string, unknown>>`
      select 42 as whole, 2.5 as fraction, 'text' as words, null as missing, x'00ff10' as bytes,
        9007199254740991 as largest`;
    const served = (await values.execute(db)).rows;
    const read = (await values.execute(reader)).rows;
    expect(read).toEqual(served);
    expect(read).toEqual([
      {
        whole: 42,
        fraction: 2.5,
        words: 'text',
        missing: null,
        bytes: Buffer.from([0, 255, 16]),
        largest: 2 ** 53 - 1,
      },
    ]);
    expect(Object.keys(read[0])).toEqual(['whole', 'fraction', 'words', 'missing', 'bytes', 'largest']);
  });

  it('names the columns a statement has when it runs, after the schema changed under it', async () => {
    await sql`create table reader_columns (id integer primary key)`.execute(db);
    await sql`insert into reader_columns (id) values (1)`.execute(db);
    const everything = sql<Record<string, unknown>>`select * from reader_columns`;
    expect((await everything.execute(reader)).rows).toEqual([{ id: 1 }]);

    await sql`alter table reader_columns add column label text default 'added'`.execute(db);
    expect((await everything.execute(reader)).rows).toEqual([{ id: 1, label: 'added' }]);
  });

  it('is the serving database itself on PostgreSQL and for an in-memory SQLite file', () => {
    const postgres = { kind: 'postgres' as const, connectionString: 'postgres://nobody@127.0.0.1:1/none' };
    expect(openReadDatabase(postgres, db)).toBe(db);
    expect(openReadDatabase({ kind: 'sqlite', filename: ':memory:' }, db)).toBe(db);
  });
});
