import { auditCategories, auditSeverities } from '@/contracts/enums';
import { demoInvitation, demoTeammates } from '../../../server/src/demo/team';
import { demoAccount, seedDemo } from '../../../server/src/demo/seed';
import { demoAuditHistory, historyDays, seedAuditHistory } from '../../../server/src/demo/auditHistory';
import { recordAudit } from '../../../server/src/core/auditTrail/recordAudit';
import { verifyAuditChain } from '../../../server/src/modules/auditLogs/verify';
import { assessmentAuditActions } from '../../../server/src/modules/assessments/auditActions';
import { verifyPassword } from '../../../server/src/lib/passwords';
import { newOrganization } from '../helpers/compliance';
import { demoOrganizationId } from '../helpers/rows';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
let organizationId: string;
const now = new Date('2026-07-01T08:00:00.000Z');
const dayMs = 86_400_000;

const tables = ['users', 'audit_logs', 'tasks', 'assessments', 'control_results', 'security_signals'] as const;

const countAll = () =>
  Promise.all(
    tables.map(async (table) =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

const trail = () =>
  database.db.selectFrom('audit_logs').selectAll().where('organization_id', '=', organizationId).execute();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, () => now);
  organizationId = await demoOrganizationId(database.db);
});
afterAll(() => database.dispose());

describe('demo seed', () => {
  it('is idempotent: a second run adds no users, audit rows, tasks, assessments or signals', async () => {
    const before = await countAll();
    expect(await seedDemo(database.db, () => new Date(now.getTime() + dayMs))).toBe(false);
    expect(await countAll()).toEqual(before);
  });

  it('adds the teammates as real users of the demo organisation, with passwords nobody knows', async () => {
    const users = await database.db
      .selectFrom('users')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .execute();
    expect(users.map((user) => [user.name, user.role])).toEqual(
      expect.arrayContaining([
        ['Alex Morgan', 'Admin'],
        ['Priya Shah', 'Compliance Manager'],
        ['Jordan Lee', 'Security Analyst'],
        ['Sam Rivera', 'Auditor'],
      ]),
    );
    const teammates = users.filter((user) => user.email !== demoAccount.email && user.status === 'active');
    expect(teammates).toHaveLength(demoTeammates.length);
    expect(users.every((user) => user.status === 'active' || user.email === demoInvitation.email)).toBe(true);
    expect(teammates.every((user) => user.last_login_at !== null && user.department !== null)).toBe(true);
    expect(new Set(teammates.map((user) => user.password_hash)).size).toBe(teammates.length);
    for (const teammate of teammates) {
      expect(teammate.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(teammate.password_hash, demoAccount.password)).toBe(false);
    }
  });

  it('records 90 days of audit history across every category, severity and several people', async () => {
    const rows = await trail();
    const times = rows.map((row) => Date.parse(row.created_at));
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(rows.length).toBeLessThanOrEqual(600);
    expect(Math.min(...times)).toBeLessThan(now.getTime() - (historyDays - 2) * dayMs);
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - (historyDays + 1) * dayMs);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(auditCategories));
    expect(new Set(rows.map((row) => row.severity))).toEqual(new Set(auditSeverities));
    for (const name of ['Alex Morgan', 'Priya Shah', 'Jordan Lee', 'Sam Rivera', 'System']) {
      expect(rows.filter((row) => row.user_label === name).length).toBeGreaterThan(5);
    }
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'User Login',
      'Failed Login Attempt',
      'MFA Enabled',
      'Policy Published',
      'Evidence Uploaded',
      'Integration Synced',
      'Integration Sync Failed',
      'Report Generated',
      'Report Exported',
      'API Key Rotated',
      'Backup Completed',
      'User Invited',
      'User Role Changed',
      'Vendor Review Completed',
    ]) {
      expect(actions).toContain(action);
    }
    const signIns = rows.filter((row) => row.action === 'User Login');
    expect(signIns.every((row) => row.ip_address && row.resource === 'auth' && row.user_id)).toBe(true);
    expect(
      rows.filter((row) => row.user_label === 'System').every((row) => row.user_id === null && row.ip_address === null),
    ).toBe(true);
  });

  it('writes the history oldest first into an intact hash chain', async () => {
    const rows = await database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('seq')
      .execute();
    const assessmentActions: string[] = Object.values(assessmentAuditActions);
    const history = rows.filter((row) => !assessmentActions.includes(row.action)).map((row) => row.created_at);
    expect(history).toEqual([...history].sort());
    expect(await verifyAuditChain(database.db, organizationId)).toEqual({ ok: true, entries: rows.length });
  });

  it('is the same history for the same seed time, oldest first, and none of it in the future', () => {
    const people = {
      admin: { id: 'admin', name: 'Alex Morgan', email: demoAccount.email, role: 'Admin' as const },
      team: [
        {
          id: 'priya',
          name: 'Priya Shah',
          email: 'priya@example.com',
          role: 'Compliance Manager' as const,
          invitedDaysAgo: 60,
        },
      ],
    };
    const first = demoAuditHistory('org', people, now);
    expect(demoAuditHistory('org', people, now)).toEqual(first);
    const times = first.map((entry) => entry.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(times.at(-1)! <= now.toISOString()).toBe(true);
  });

  it('leaves an organisation that already has a trail alone', async () => {
    const other = await newOrganization(database.db);
    for (let index = 0; index < 50; index += 1) {
      await database.db.transaction().execute((trx) =>
        recordAudit(
          trx,
          { organizationId: other.organizationId, userId: null, name: 'x', ip: null },
          {
            action: 'User Login',
            severity: 'success',
            category: 'authentication',
            details: `${index}`,
            at: now.toISOString(),
          },
        ),
      );
    }
    await seedAuditHistory(
      database.db,
      other.organizationId,
      { admin: { id: other.userId, name: other.userName, email: 'a@example.com', role: 'Admin' }, team: [] },
      () => now,
    );
    const count = await database.db
      .selectFrom('audit_logs')
      .select('id')
      .where('organization_id', '=', other.organizationId)
      .execute();
    expect(count).toHaveLength(50);
  });
});
