import { Migrator, sql } from 'kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { migrationProvider } from '../../../server/src/db/migrations';
import { upsertSignal } from '../../../server/src/modules/signals/repository';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo('023_issue_sources');
  if (error) throw error;
});
afterAll(() => database.dispose());

describe('migration 024 on signals from before it', () => {
  it('keeps every signal, as imported, and then holds one value per check and source', async () => {
    const at = '2026-11-20T09:30:00.000Z';
    await sql`insert into organizations (id, name, created_at, updated_at) values ('org', 'Org', ${at}, ${at})`.execute(
      database.db,
    );
    await sql`insert into security_signals (organization_id, key, value, source, observed_at)
      values ('org', 'mfa.enforced', '{"compliant":40,"total":42}', 'Okta', ${at})`.execute(database.db);

    expect(await migrateToLatest(database.db)).toContain('024_signal_sources');

    await upsertSignal(database.db, 'org', {
      key: 'mfa.enforced',
      value: { compliant: 0, total: 13 },
      source: 'GitHub',
      observedAt: at,
      integration: 'github',
    });
    const rows = await database.db
      .selectFrom('security_signals')
      .select(['key', 'value', 'source', 'integration'])
      .orderBy('source')
      .execute();
    expect(rows).toEqual([
      { key: 'mfa.enforced', value: '{"compliant":0,"total":13}', source: 'GitHub', integration: 'github' },
      { key: 'mfa.enforced', value: '{"compliant":40,"total":42}', source: 'Okta', integration: null },
    ]);
    await database.db.deleteFrom('organizations').where('id', '=', 'org').execute();
    expect(await database.db.selectFrom('security_signals').select('key').execute()).toEqual([]);
  });
});
