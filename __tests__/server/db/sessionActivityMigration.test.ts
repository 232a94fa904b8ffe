import { Migrator, sql } from 'kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { migrationProvider } from '../../../server/src/db/migrations';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;

const migrationsBefore = async (name: string) =>
  Object.keys(await migrationProvider.getMigrations())
    .sort()
    .filter((other) => other < name);

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const previous = (await migrationsBefore('010_session_activity')).at(-1) ?? '';
  const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(previous);
  if (error) throw error;
});
afterAll(() => database.dispose());

describe('migration 010 on sessions from before it', () => {
  it('counts each as last seen when it was created', async () => {
    const created = '2026-01-05T09:30:00.000Z';
    await sql`insert into organizations (id, name, created_at, updated_at) values ('org', 'Org', ${created}, ${created})`.execute(
      database.db,
    );
    await sql`insert into users (id, organization_id, name, email, password_hash, role, job_title, created_at, updated_at)
      values ('user', 'org', 'User', 'user@example.com', 'x', 'Admin', null, ${created}, ${created})`.execute(
      database.db,
    );
    await sql`insert into sessions (id, user_id, created_at, expires_at, revoked_at, ip, user_agent)
      values ('old', 'user', ${created}, '2026-01-05T21:30:00.000Z', null, null, null)`.execute(database.db);

    expect(await migrateToLatest(database.db)).toContain('010_session_activity');

    const session = await database.db.selectFrom('sessions').select(['id', 'last_seen_at']).executeTakeFirstOrThrow();
    expect(session).toEqual({ id: 'old', last_seen_at: created });
  });
});
