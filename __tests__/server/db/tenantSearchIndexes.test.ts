import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// PostgreSQL only (migration 026): SQLite's search index is per organisation by construction.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

let database: TestDatabase;

beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase();
});
afterAll(() => database?.dispose());

(onPostgres ? describe : describe.skip)('the activity-log search on PostgreSQL', () => {
  it('keeps one trigram index per searched column, each led by the organisation', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'audit_logs' and indexdef like '%gin_trgm_ops%'
      order by indexname`.execute(database.db);
    expect(rows.map(({ indexdef }) => indexdef.replace(/^.* USING /, ''))).toEqual([
      'gin (organization_id, lower(action) gin_trgm_ops)',
      'gin (organization_id, lower(details) gin_trgm_ops)',
      'gin (organization_id, lower(resource) gin_trgm_ops)',
      'gin (organization_id, lower(user_label) gin_trgm_ops)',
    ]);
  });
});
