import { Migrator, sql } from 'kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { migrationProvider } from '../../../server/src/db/migrations';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(
    '026_tenant_search_indexes',
  );
  if (error) throw error;
});
afterAll(() => database.dispose());

const at = '2026-11-20T09:30:00.000Z';

const item = (id: string, status: string, currentVersion: number) =>
  sql`insert into evidence_items (id, organization_id, name, category, description, tags, confidentiality, status,
      uploaded_by_label, created_at, updated_at, current_version)
    values (${id}, 'org', ${id}, 'Policies', '', '[]', 'public', ${status}, 'Jane', ${at}, ${at},
      ${currentVersion})`.execute(database.db);

const version = (id: string, evidenceId: string, number: number) =>
  sql`insert into evidence_versions (id, evidence_id, version, file_name, media_type, type_label, size_bytes, sha256,
      storage_key, uploaded_by_label, created_at)
    values (${id}, ${evidenceId}, ${number}, 'p.pdf', 'application/pdf', 'PDF', 1, 'x', ${id}, 'Jane', ${at})`.execute(
    database.db,
  );

const link = (id: string, evidenceId: string) =>
  sql`insert into share_links (id, organization_id, evidence_id, token_hash, created_by_label, created_at, expires_at)
    values (${id}, 'org', ${evidenceId}, ${`hash-${id}`}, 'Jane', ${at}, '2026-11-23T09:30:00.000Z')`.execute(
    database.db,
  );

describe('migration 027 on evidence share links from before it', () => {
  it("binds a link to its approved item's current version, and holds a link to any other item", async () => {
    await sql`insert into organizations (id, name, created_at, updated_at) values ('org', 'Org', ${at}, ${at})`.execute(
      database.db,
    );
    await item('approved', 'approved', 2);
    await version('approved-1', 'approved', 1);
    await version('approved-2', 'approved', 2);
    await item('pending', 'pending', 2);
    await version('pending-1', 'pending', 1);
    await version('pending-2', 'pending', 2);
    await link('to-approved', 'approved');
    await link('to-pending', 'pending');

    expect(await migrateToLatest(database.db)).toContain('027_evidence_share_versions');

    const links = await database.db
      .selectFrom('share_links')
      .select(['id', 'evidence_version_id', 'held_at'])
      .orderBy('id')
      .execute();
    expect(links).toEqual([
      { id: 'to-approved', evidence_version_id: 'approved-2', held_at: null },
      { id: 'to-pending', evidence_version_id: null, held_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
  });
});
