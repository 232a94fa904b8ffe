import { Migrator, sql } from 'kysely';
import { migrateToLatest } from '../../../../server/src/db/migrate';
import { migrationProvider } from '../../../../server/src/db/migrations';
import { rechainLegacyRows } from '../../../../server/src/core/auditTrail/rechain';
import { findCounts } from '../../../../server/src/core/auditTrail/repository';
import { recordAudit } from '../../../../server/src/core/auditTrail/recordAudit';
import { verifyAuditChain } from '../../../../server/src/modules/auditLogs/verify';
import { auditEntry } from '../../helpers/auditTrail';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(
    '003_compliance_engine',
  );
  if (error) throw error;
});
afterAll(() => database.dispose());

const insertOrganization = (id: string) =>
  sql`insert into organizations (id, name, created_at, updated_at) values (${id}, ${id}, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`.execute(
    database.db,
  );

const insertOldRow = (id: string, organizationId: string | null, createdAt: string, severity = 'info') =>
  sql`insert into audit_logs (id, organization_id, user_id, user_label, action, severity, category, details, resource, ip_address, created_at)
      values (${id}, ${organizationId}, null, 'Old User', 'Old Action', ${severity}, 'authentication', ${`Row ${id}`}, null, '10.0.0.1', ${createdAt})`.execute(
    database.db,
  );

describe('migrations 004 and 008 on a database with audit rows from before the chain', () => {
  it('chains old rows in time order (ties by id), re-chains intact chains under the key once, then appends', async () => {
    await insertOrganization('org-a');
    await insertOrganization('org-b');
    await insertOldRow('a-3', 'org-a', '2025-03-01T00:00:00.000Z', 'warning');
    await insertOldRow('a-1', 'org-a', '2025-01-01T00:00:00.000Z');
    await insertOldRow('a-2b', 'org-a', '2025-02-01T00:00:00.000Z');
    await insertOldRow('a-2a', 'org-a', '2025-02-01T00:00:00.000Z');
    await insertOldRow('b-1', 'org-b', '2025-01-15T00:00:00.000Z');
    await insertOldRow('x-1', null, '2025-01-20T00:00:00.000Z');

    expect(await migrateToLatest(database.db)).toContain('004_audit_chain');

    const chain = await database.db
      .selectFrom('audit_logs')
      .select(['id', 'seq'])
      .where('organization_id', '=', 'org-a')
      .orderBy('seq')
      .execute();
    expect(chain).toEqual([
      { id: 'a-1', seq: 1 },
      { id: 'a-2a', seq: 2 },
      { id: 'a-2b', seq: 3 },
      { id: 'a-3', seq: 4 },
    ]);
    expect(await verifyAuditChain(database.db, 'org-a')).toMatchObject({
      ok: false,
      problem: { at: { seq: 1 }, reason: 'it is still in the unkeyed sha256 format (start the server to re-chain it)' },
    });

    await database.db
      .updateTable('audit_logs')
      .set({ details: 'Edited before the key' })
      .where('id', '=', 'b-1')
      .execute();
    const warnings: string[] = [];
    await rechainLegacyRows(database.db, (warning) => warnings.push(warning));
    await rechainLegacyRows(database.db, (warning) => warnings.push(warning));
    expect(warnings).toEqual([
      'Audit chain org-b does not verify in its sha256 format: left as it is for audit:verify.',
      'Audit chain org-b does not verify in its sha256 format: left as it is for audit:verify.',
    ]);
    expect(await verifyAuditChain(database.db, 'org-a')).toEqual({ ok: true, entries: 4 });
    expect(await verifyAuditChain(database.db, 'org-b')).toMatchObject({ ok: false, problem: { at: { seq: 1 } } });
    expect(await verifyAuditChain(database.db, null)).toEqual({ ok: true, entries: 1 });

    const {
      organizationId,
      userId,
      userLabel,
      ipAddress,
      createdAt: _createdAt,
      ...event
    } = auditEntry('org-a', {
      severity: 'warning',
    });
    const actor = { organizationId, userId, name: userLabel, ip: ipAddress ?? null };
    const at = new Date().toISOString();
    await database.db.transaction().execute((trx) => recordAudit(trx, actor, { ...event, at }));
    expect(await verifyAuditChain(database.db, 'org-a')).toEqual({ ok: true, entries: 5 });
    const counts = await findCounts(database.db, 'org-a');
    expect(counts.sort((a, b) => a.severity.localeCompare(b.severity) || a.category.localeCompare(b.category))).toEqual(
      [
        { category: 'authentication', severity: 'info', count: 3 },
        { category: 'authentication', severity: 'warning', count: 1 },
        { category: 'system', severity: 'warning', count: 1 },
      ],
    );
  });
});
