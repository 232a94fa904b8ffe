import type { Db } from '../../../server/src/db/database';
import { reusableQuery } from '../../../server/src/db/reusableQuery';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const now = new Date().toISOString();
  await database.db
    .insertInto('organizations')
    .values([
      { id: 'org-a', name: 'Acme Cloud', created_at: now, updated_at: now },
      { id: 'org-b', name: 'Borealis', created_at: now, updated_at: now },
    ])
    .execute();
});
afterAll(() => database.dispose());

const organizationNamed = reusableQuery((db: Db, id: string, name: string) =>
  db.selectFrom('organizations').select(['id', 'name']).where('id', '=', id).where('name', '=', name),
);

describe('reusable query', () => {
  it('binds new arguments to the SQL compiled on the first call', async () => {
    expect(await organizationNamed(database.db, 'org-a', 'Acme Cloud')).toEqual([{ id: 'org-a', name: 'Acme Cloud' }]);
    expect(await organizationNamed(database.db, 'org-b', 'Borealis')).toEqual([{ id: 'org-b', name: 'Borealis' }]);
    expect(await organizationNamed(database.db, 'org-a', 'Borealis')).toEqual([]);
  });

  it('refuses a query that does not bind its arguments in order', async () => {
    const swapped = reusableQuery((db: Db, id: string, name: string) =>
      db.selectFrom('organizations').select('id').where('name', '=', name).where('id', '=', id),
    );
    await expect(swapped(database.db, 'org-a', 'Acme Cloud')).rejects.toThrow('bind each argument once, in order');
  });
});
