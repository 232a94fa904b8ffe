import { legacyAuditHash } from '../../../server/src/core/auditTrail/chain';
import { recordCheckpoint } from '../../../server/src/core/auditTrail/checkpoint';
import { findChainHead } from '../../../server/src/core/auditTrail/repository';
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
  await appendEntries(
    database.db,
    Array.from({ length: rows }, () => auditEntry(organization.organizationId)),
  );
  return organization;
};

const checkpointNow = async (organizationId: string, now: string) => {
  const head = await findChainHead(database.db, organizationId);
  if (!head) throw new Error('the trail is empty');
  return recordCheckpoint(database.db, organizationId, head, now);
};

describe('npm run admin -- audit:verify', () => {
  it('is listed in --help', async () => {
    expect((await admin.run('--help')).out).toContain('audit:verify <organisation id or name | --global>');
  });

  it('reports an intact trail by organisation name or id and exits 0', async () => {
    const { organizationId } = await organizationWithTrail('Globex', 12);
    expect(await admin.run('audit:verify', 'Globex')).toEqual({
      code: 0,
      out: 'Audit trail of Globex verified: 12 entries, chain intact, no checkpoint yet.\n',
      err: '',
    });
    expect((await admin.run('audit:verify', organizationId)).out).toContain('Audit trail of Globex verified');
  });

  it('reports the first broken entry of a tampered trail and exits 1', async () => {
    const { organizationId } = await organizationWithTrail('Hooli', 5);
    const rows = await chainRows(database.db, organizationId);
    await database.db
      .updateTable('audit_logs')
      .set({ details: 'Nothing to see' })
      .where('id', '=', rows[3].id)
      .execute();

    const result = await admin.run('audit:verify', 'Hooli');

    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toBe(
      `Error: Audit trail of Hooli BROKEN at entry #4 (${rows[3].id}, ${rows[3].created_at}): ` +
        'its content does not match its hash (changed, moved, reordered, or re-hashed without the audit key)\n',
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
      'Audit trail of no organisation (failed sign-ins for unknown emails) verified: 1 entry, chain intact, no checkpoint yet.\n',
    );
  });

  it('names the latest checkpoint of an intact trail', async () => {
    const { organizationId } = await organizationWithTrail('Vandelay', 4);
    await checkpointNow(organizationId, '2026-02-01T00:00:00.000Z');
    expect((await admin.run('audit:verify', 'Vandelay')).out).toBe(
      'Audit trail of Vandelay verified: 4 entries, chain intact, latest checkpoint #4 of 2026-02-01T00:00:00.000Z.\n',
    );
  });

  it('reports the newest entries cut off after a checkpoint, even with the counts lowered to match', async () => {
    const { organizationId } = await organizationWithTrail('Pied Piper', 6);
    await checkpointNow(organizationId, '2026-02-01T00:00:00.000Z');
    await database.db.deleteFrom('audit_logs').where('chain', '=', organizationId).where('seq', '>', 4).execute();
    await database.db.updateTable('audit_log_counts').set({ count: 4 }).where('chain', '=', organizationId).execute();

    expect(await admin.run('audit:verify', 'Pied Piper')).toEqual({
      code: 1,
      out: '',
      err:
        'Error: Audit trail of Pied Piper BROKEN: the chain ends at entry #4 but the checkpoint of ' +
        '2026-02-01T00:00:00.000Z (entry #6) saw 6: the newest entries were cut off\n',
    });
  });

  it('reports a chain rebuilt with plain sha256 by someone with database access but not the key', async () => {
    const { organizationId } = await organizationWithTrail('Dunder', 3);
    const rows = await chainRows(database.db, organizationId);
    let previousHash = '0'.repeat(64);
    for (const row of rows) {
      const details = row.seq === 2 ? 'Nothing to see' : row.details;
      const hash = legacyAuditHash({ ...row, details }, previousHash);
      await database.db.updateTable('audit_logs').set({ details, hash }).where('id', '=', row.id).execute();
      previousHash = hash;
    }

    const result = await admin.run('audit:verify', 'Dunder');

    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `Error: Audit trail of Dunder BROKEN at entry #1 (${rows[0].id}, ${rows[0].created_at}): ` +
        'its content does not match its hash (changed, moved, reordered, or re-hashed without the audit key)\n',
    );
  });

  it('reports running counts that differ from the rows', async () => {
    const { organizationId } = await organizationWithTrail('Wonka', 3);
    await database.db.updateTable('audit_log_counts').set({ count: 7 }).where('chain', '=', organizationId).execute();
    expect(await admin.run('audit:verify', 'Wonka')).toMatchObject({
      code: 1,
      err: 'Error: Audit trail of Wonka BROKEN: the running count of system/info entries is 7 but the trail holds 3\n',
    });
  });

  it('reports a forged checkpoint', async () => {
    const { organizationId } = await organizationWithTrail('Stark', 2);
    const checkpoint = await checkpointNow(organizationId, '2026-02-01T00:00:00.000Z');
    await database.db.updateTable('audit_checkpoints').set({ seq: 1 }).where('id', '=', checkpoint.id).execute();
    expect((await admin.run('audit:verify', 'Stark')).err).toBe(
      'Error: Audit trail of Stark BROKEN: the checkpoint of 2026-02-01T00:00:00.000Z (entry #1) has an invalid signature\n',
    );
  });

  it('refuses a missing or unknown organisation', async () => {
    expect(await admin.run('audit:verify')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Missing organisation'),
    });
    expect(await admin.run('audit:verify', 'Nope Inc')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No organisation'),
    });
  });
});
