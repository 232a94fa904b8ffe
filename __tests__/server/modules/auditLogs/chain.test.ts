import { systemActor } from '../../../../server/src/core/actor';
import { recordAudit } from '../../../../server/src/core/auditTrail/recordAudit';
import { verifyAuditChain } from '../../../../server/src/modules/auditLogs/verify';
import { appendEntries, auditEntry, chainRows } from '../../helpers/auditTrail';
import { newOrganization } from '../../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

const event = (at: string) => ({
  action: 'Test Action',
  severity: 'info' as const,
  category: 'system' as const,
  details: 'Test details',
  at,
});

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const chainOfFive = async () => {
  const { organizationId } = await newOrganization(database.db);
  await appendEntries(
    database.db,
    [1, 2, 3, 4, 5].map(() => auditEntry(organizationId)),
  );
  return { organizationId, rows: await chainRows(database.db, organizationId) };
};

describe('the audit hash chain', () => {
  it('numbers each organisation’s rows 1, 2, 3 ... and verifies intact', async () => {
    const { organizationId, rows } = await chainOfFive();
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
    expect(await verifyAuditChain(database.db, organizationId)).toEqual({ ok: true, entries: 5 });
  });

  it('keeps separate chains per organisation and one for rows without an organisation', async () => {
    const first = await chainOfFive();
    const second = await newOrganization(database.db);
    await appendEntries(database.db, [auditEntry(null), auditEntry(second.organizationId), auditEntry(null)]);
    expect((await chainRows(database.db, second.organizationId)).map((row) => row.seq)).toEqual([1]);
    expect(await verifyAuditChain(database.db, first.organizationId)).toEqual({ ok: true, entries: 5 });
    expect(await verifyAuditChain(database.db, null)).toEqual({ ok: true, entries: 2 });
  });

  it('reports a row whose details were changed afterwards, at that row', async () => {
    const { organizationId, rows } = await chainOfFive();
    await database.db
      .updateTable('audit_logs')
      .set({ details: 'Nothing happened' })
      .where('id', '=', rows[2].id)
      .execute();
    expect(await verifyAuditChain(database.db, organizationId)).toEqual({
      ok: false,
      entries: 2,
      problem: {
        at: { seq: 3, id: rows[2].id, createdAt: rows[2].created_at },
        reason: 'its content does not match its hash (changed, moved, reordered, or re-hashed without the audit key)',
      },
    });
  });

  it.each([
    ['severity', { severity: 'success' as const }],
    ['user', { user_label: 'Someone else' }],
    ['time', { created_at: '2020-01-01T00:00:00.000Z' }],
    ['IP address', { ip_address: null }],
    ['organisation', { organization_id: null }],
  ])('reports a changed %s', async (_field, change) => {
    const { organizationId, rows } = await chainOfFive();
    await database.db.updateTable('audit_logs').set(change).where('id', '=', rows[1].id).execute();
    expect(await verifyAuditChain(database.db, organizationId)).toMatchObject({
      ok: false,
      problem: { at: { seq: 2 } },
    });
  });

  it('reports a deleted row at the row after it', async () => {
    const { organizationId, rows } = await chainOfFive();
    await database.db.deleteFrom('audit_logs').where('id', '=', rows[1].id).execute();
    expect(await verifyAuditChain(database.db, organizationId)).toMatchObject({
      ok: false,
      entries: 1,
      problem: { at: { seq: 3, id: rows[2].id }, reason: 'entry #2 is missing' },
    });
  });

  it('reports two rows swapped in the chain', async () => {
    const { organizationId, rows } = await chainOfFive();
    const swap = (id: string, seq: number) =>
      database.db.updateTable('audit_logs').set({ seq }).where('id', '=', id).execute();
    await swap(rows[3].id, 0);
    await swap(rows[2].id, 4);
    await swap(rows[3].id, 3);
    expect(await verifyAuditChain(database.db, organizationId)).toMatchObject({
      ok: false,
      problem: { at: { seq: 3, id: rows[3].id } },
    });
  });

  it('reports a row written around the audit trail', async () => {
    const { organizationId, rows } = await chainOfFive();
    await database.db
      .insertInto('audit_logs')
      .values({ ...rows[4], id: crypto.randomUUID(), chain: '', seq: 0, details: 'Forged' })
      .execute();
    expect(await verifyAuditChain(database.db, organizationId)).toMatchObject({
      ok: false,
      entries: 5,
      problem: { at: { seq: 0 }, reason: 'it is not part of the chain (written around the audit trail)' },
    });
  });

  it('appends 50 concurrent entries of one organisation as entries 1 to 50 of an intact chain', async () => {
    const { organizationId } = await newOrganization(database.db);
    const now = new Date().toISOString();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        database.db.transaction().execute((trx) => recordAudit(trx, systemActor(organizationId), event(now))),
      ),
    );
    expect((await chainRows(database.db, organizationId)).map((row) => row.seq)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(await verifyAuditChain(database.db, organizationId)).toEqual({ ok: true, entries: 50 });
  });

  it('rolls the entry back with the transaction it was written in', async () => {
    const { organizationId } = await newOrganization(database.db);
    const failing = database.db.transaction().execute(async (trx) => {
      await recordAudit(trx, systemActor(organizationId), event(new Date().toISOString()));
      throw new Error('change failed');
    });
    await expect(failing).rejects.toThrow('change failed');
    await database.db
      .transaction()
      .execute((trx) => recordAudit(trx, systemActor(organizationId), event(new Date().toISOString())));
    expect((await chainRows(database.db, organizationId)).map((row) => row.seq)).toEqual([1]);
  });

  it('verifies a chain longer than one batch', async () => {
    const { organizationId } = await newOrganization(database.db);
    await appendEntries(
      database.db,
      Array.from({ length: 2345 }, () => auditEntry(organizationId)),
    );
    expect(await verifyAuditChain(database.db, organizationId)).toEqual({ ok: true, entries: 2345 });
  });
});
