import { sql } from 'kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { demoInvitation, demoTeammates } from '../../../server/src/demo/team';
import { demoAccount, seedDemo } from '../../../server/src/demo/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { countRows } from '../helpers/rows';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const now = new Date().toISOString();

describe('migrations and seed', () => {
  it('runs on the database the environment asks for', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite');
  });

  it('are idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('creates the tables', async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['organizations', 'users', 'sessions', 'audit_logs']));
  });

  it('seeds the demo account once', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    const user = await database.db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .select(['users.name', 'users.role', 'users.job_title', 'organizations.name as company'])
      .where('users.email', '=', demoAccount.email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ name: 'Alex Morgan', role: 'Admin', job_title: 'Head of Security', company: 'Acme Cloud' });
    expect(await countRows(database.db, 'users')).toBe(1 + demoTeammates.length + [demoInvitation].length);
  });

  it('enforces unique emails and foreign keys', async () => {
    const organization = await database.db.selectFrom('organizations').select('id').executeTakeFirstOrThrow();
    const user = (email: string, organizationId = organization.id) => ({
      id: crypto.randomUUID(),
      organization_id: organizationId,
      name: 'Dup',
      email,
      password_hash: 'x',
      role: 'Viewer' as const,
      job_title: null,
      created_at: now,
      updated_at: now,
    });
    // Matched on the message: native driver errors do not always pass Jest's instanceof Error check.
    await expect(database.db.insertInto('users').values(user(demoAccount.email)).execute()).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/unique/i),
    );
    await expect(
      database.db.insertInto('users').values(user('orphan@example.com', 'no-such-org')).execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
  });

  it('answers a trivial query', async () => {
    const result = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(Number(result.rows[0].one)).toBe(1);
  });
});
