import { appendEntries, auditEntry, chainRows } from '../helpers/auditTrail';
import { createAdminRunner } from '../helpers/adminCli';
import { newOrganization } from '../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
const admin = createAdminRunner(() => database.db);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  admin.cleanup();
  await database.dispose();
});

const organizationWithTrail = async (name: string, rows: number) => {
  const organization = await newOrganization(database.db, name);
  await appendEntries(database.db, Array.from({ length: rows }, () => auditEntry(organization.organizationId)));
  return organization;
};

describe('npm run admin -- audit:verify', () => {
  it('is listed in --help', async () => {
    expect((await admin.run('--help')).out).toContain('audit:verify <organisation id or name | --global>');
  });

  it('reports an intact trail by organisation name or id and exits 0', async () => {
    const { organizationId } = await organizationWithTrail('Globex', 12);
    expect(await admin.run('audit:verify', 'globex')).toEqual({
      code: 0,
      out: 'Audit trail of Globex verified: 12 entries, chain intact.\n',
      err: '',
    });
    expect((await admin.run('audit:verify', organizationId)).out).toContain('Audit trail of Globex verified');
  });

  it('reports the first broken entry of a tampered trail and exits 1', async () => {
    const { organizationId } = await organizationWithTrail('Hooli', 5);
    const rows = await chainRows(database.db, organizationId);
    await database.db.updateTable('audit_logs').set({ details: 'Nothing to see' }).where('id', '=', rows[3].id).execute();

    const result = await admin.run('audit:verify', 'Hooli');

    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toBe(
      `Error: Audit trail of Hooli BROKEN at entry #4 (${rows[3].id}, ${rows[3].created_at}): ` +
        'its content does not match its hash (changed, moved or reordered)\n',
    );
  });

  it('reports a deleted entry', async () => {
    const { organizationId } = await organizationWithTrail('Initrode', 3);
    const rows = await chainRows(database.db, organizationId);
    await database.db.deleteFrom('audit_logs').where('id', '=', rows[0].id).execute();
    const result = await admin.run('audit:verify', 'Initrode');
    expect(result.code).toBe(1);
    expect(result.err).toContain(`BROKEN at entry #2 (${rows[1].id}, ${rows[1].created_at}): entry #1 is missing`);
  });

  it('verifies the rows of no organisation with --global', async () => {
    await appendEntries(database.db, [auditEntry(null)]);
    expect((await admin.run('audit:verify', '--global')).out).toBe(
      'Audit trail of no organisation (failed sign-ins for unknown emails) verified: 1 entry, chain intact.\n',
    );
  });

  it('refuses a missing or unknown organisation', async () => {
    expect(await admin.run('audit:verify')).toMatchObject({ code: 1, err: expect.stringContaining('Missing organisation') });
    expect(await admin.run('audit:verify', 'Nope Inc')).toMatchObject({ code: 1, err: expect.stringContaining('No organisation') });
  });
});
