import { Migrator, sql } from 'kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { migrationProvider } from '../../../server/src/db/migrations';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo('020_evidence');
  if (error) throw error;
});
afterAll(() => database.dispose());

describe('migration 021 on report share links from before it', () => {
  it('moves every link, revoked or opened, into the one share_links table, still going with its report', async () => {
    const at = '2026-11-20T09:30:00.000Z';
    await sql`insert into organizations (id, name, created_at, updated_at) values ('org', 'Org', ${at}, ${at})`.execute(
      database.db,
    );
    await sql`insert into reports (id, organization_id, name, type, framework, sections, description, status,
        requested_by, requested_by_label, requested_at, snapshot)
      values ('report', 'org', 'Board pack', 'soc2', 'SOC2', '[]', '', 'ready', null, 'Jane', ${at}, '{}')`.execute(
      database.db,
    );
    await sql`insert into report_shares (id, organization_id, report_id, token_hash, created_by, created_by_label,
        created_at, expires_at, revoked_at, last_opened_at, open_count)
      values ('live', 'org', 'report', 'hash-1', null, 'Jane', ${at}, '2026-11-23T09:30:00.000Z', null, ${at}, 3),
        ('revoked', 'org', 'report', 'hash-2', null, 'Jane', ${at}, '2026-11-23T09:30:00.000Z', ${at}, null, 0)`.execute(
      database.db,
    );

    expect(await migrateToLatest(database.db)).toContain('021_share_links');

    const links = await database.db
      .selectFrom('share_links')
      .select(['id', 'report_id', 'evidence_id', 'token_hash', 'revoked_at', 'open_count'])
      .orderBy('id')
      .execute();
    expect(links).toEqual([
      { id: 'live', report_id: 'report', evidence_id: null, token_hash: 'hash-1', revoked_at: null, open_count: 3 },
      { id: 'revoked', report_id: 'report', evidence_id: null, token_hash: 'hash-2', revoked_at: at, open_count: 0 },
    ]);
    await database.db.deleteFrom('reports').where('id', '=', 'report').execute();
    expect(await database.db.selectFrom('share_links').select('id').execute()).toEqual([]);
  });

  it('refuses a link to nothing', async () => {
    const at = '2026-11-20T09:30:00.000Z';
    const insert = (id: string, reportId: string | null) =>
      database.db
        .insertInto('share_links')
        .values({
          id,
          organization_id: 'org',
          report_id: reportId,
          evidence_id: null,
          token_hash: `hash-${id}`,
          created_by: null,
          created_by_label: 'Jane',
          created_at: at,
          expires_at: at,
        })
        .execute();
    // Matched by message: better-sqlite3's errors come from the realm of the first test file that loaded it.
    await expect(insert('orphan', null)).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/share_links_one_target/),
    );
  });
});
