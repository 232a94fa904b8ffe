import { Migrator, sql } from 'kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { migrationProvider } from '../../../server/src/db/migrations';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;

// A database that ran every migration of its day, 036 among them, before 034 was written.
const withoutWorkDigests = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(await migrationProvider.getMigrations()).filter(([name]) => name !== '034_work_digests'),
    ),
};

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const { error } = await new Migrator({ db: database.db, provider: withoutWorkDigests }).migrateToLatest();
  if (error) throw error;
});
afterAll(() => database.dispose());

const at = '2026-11-30T08:00:00.000Z';

describe('migration 034 on a database that ran 036 before it', () => {
  it('adds the work digests, one a member and week', async () => {
    expect(await migrateToLatest(database.db)).toEqual(['034_work_digests']);
    await sql`insert into organizations (id, name, created_at, updated_at) values ('org', 'Org', ${at}, ${at})`.execute(
      database.db,
    );
    await sql`insert into users (id, organization_id, name, email, password_hash, role, created_at, updated_at)
      values ('user', 'org', 'Jane', 'jane@example.com', 'x', 'Viewer', ${at}, ${at})`.execute(database.db);
    const digest = sql`insert into work_digests (organization_id, user_id, week, sent_at)
      values ('org', 'user', '2026-W49', ${at})`;
    await digest.execute(database.db);
    await expect(digest.execute(database.db)).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
  });
});
