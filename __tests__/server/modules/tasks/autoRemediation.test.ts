import { memberActor } from '../../../../server/src/core/actor';
import { updateControl } from '../../../../server/src/modules/controls';
import { taskAuditActions } from '../../../../server/src/modules/tasks/auditActions';
import { setTaskStatus, twinOpen } from '../../../../server/src/modules/tasks/service';
import { DEFAULT_COMPLIANCE } from '@/contracts/settingsOptions';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { assess } from '../../helpers/assessments';
import { newOrganization, perfectPosture, signal } from '../../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const day = (date: string) => new Date(`${date}T12:00:00.000Z`);

const setAutoRemediation = (organizationId: string, on: boolean) =>
  database.db
    .insertInto('organization_settings')
    .values({
      organization_id: organizationId,
      primary_framework: 'SOC2',
      auto_remediation: on ? 1 : 0,
      risk_tolerance: DEFAULT_COMPLIANCE.riskTolerance,
      audit_frequency: DEFAULT_COMPLIANCE.auditFrequency,
      allow_self_review: 0,
      industry: 'Technology',
      size: null,
      domain: null,
      updated_at: '2026-06-01T00:00:00.000Z',
    })
    .execute();

const memberOf = (organizationId: string, userId: string) => ({
  ...memberActor({ id: userId, organization_id: organizationId, name: 'Owner', role: 'Admin' }, null),
  userId,
  role: 'Admin' as const,
  sessionId: 's',
});

/** The owner set as Configure Control sets it, through the controls module. */
const setOwner = (organizationId: string, controlId: string, ownerId: string) =>
  updateControl(
    { db: database.db, clock: () => day('2026-06-01') },
    memberOf(organizationId, ownerId),
    'SOC2',
    controlId,
    {
      ownerId,
    },
  );

/** Every check passes but MFA, enforced for 2 of 10 users (or all of them when `mfaFixed`). */
const recordPosture = (organizationId: string, now: Date, mfaFixed = false) =>
  recordSignals(database.db, organizationId, [
    ...perfectPosture(now),
    signal('mfa.enforced', { compliant: mfaFixed ? 10 : 2, total: 10 }, now.toISOString()),
  ]);

const run = (organizationId: string, now: Date) =>
  assess(database.db, { organizationId, framework: 'SOC2', startedBy: null, clock: () => now });

const tasksOf = (organizationId: string) =>
  database.db
    .selectFrom('tasks')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('control_id')
    .execute();

/** The SOC 2 controls the latest assessment found failing, with their status. */
const failingControls = async (organizationId: string) => {
  const latest = await database.db
    .selectFrom('assessments')
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy('completed_at', 'desc')
    .executeTakeFirstOrThrow();
  return database.db
    .selectFrom('control_results')
    .select(['control_id', 'status'])
    .where('assessment_id', '=', latest.id)
    .where('status', '!=', 'passed')
    .orderBy('control_id')
    .execute();
};

const auditOf = (organizationId: string, action: string) =>
  database.db
    .selectFrom('audit_logs')
    .select(['user_id', 'user_label', 'details', 'resource'])
    .where('organization_id', '=', organizationId)
    .where('action', '=', action)
    .execute();

describe('automatic remediation', () => {
  it('raises one task per newly failing check, for the control owner, due in the window of its severity', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    await setAutoRemediation(organizationId, true);
    const now = day('2026-06-30');
    await recordPosture(organizationId, now);
    await setOwner(organizationId, 'CC6.1', userId);

    await run(organizationId, now);

    const failing = await failingControls(organizationId);
    expect(failing.length).toBeGreaterThan(0);
    expect(failing.map((row) => row.control_id)).toContain('CC6.1');
    const tasks = await tasksOf(organizationId);
    expect(tasks.map((task) => task.control_id)).toEqual(failing.map((row) => row.control_id));
    for (const { control_id, status } of failing) {
      const task = tasks.find((candidate) => candidate.control_id === control_id);
      const critical = status === 'critical';
      expect(task).toMatchObject({
        title: `${control_id}: MFA is not enforced for 8 of 10 users`,
        status: 'open',
        remediates_check: 'mfa.enforced',
        priority: critical ? 'high' : 'medium',
        due_date: critical ? '2026-07-14' : '2026-07-30',
        created_by: null,
        owner_id: control_id === 'CC6.1' ? userId : null,
      });
    }
    const created = await auditOf(organizationId, taskAuditActions.created);
    expect(created).toHaveLength(failing.length);
    expect(created.every((row) => row.user_id === null && row.user_label === 'System')).toBe(true);
    const ownersTask = tasks.find((task) => task.control_id === 'CC6.1');
    expect(created.find((row) => row.resource === `task:${ownersTask?.id}`)?.details).toContain('MFA enforcement');
    const notified = await database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();
    expect(notified).toEqual([
      expect.objectContaining({ kind: 'taskAssigned', body: expect.stringContaining(ownersTask?.title ?? '?') }),
    ]);
  });

  it('raises nothing while the setting is off', async () => {
    const { organizationId } = await newOrganization(database.db);
    await setAutoRemediation(organizationId, false);
    const now = day('2026-06-30');
    await recordPosture(organizationId, now);
    await run(organizationId, now);
    expect((await failingControls(organizationId)).length).toBeGreaterThan(0);
    expect(await tasksOf(organizationId)).toEqual([]);
  });

  it('raises no second task while one is open, nor again for a check still failing since the last run', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    await setAutoRemediation(organizationId, true);
    const now = day('2026-06-30');
    await recordPosture(organizationId, now);
    await run(organizationId, now);
    const first = await tasksOf(organizationId);

    await run(organizationId, day('2026-07-01'));
    expect(await tasksOf(organizationId)).toEqual(first);

    const [closedByHand] = first;
    const actor = memberOf(organizationId, userId);
    await setTaskStatus({ db: database.db, clock: () => now }, actor, closedByHand.id, 'done');
    await run(organizationId, day('2026-07-02'));
    expect((await tasksOf(organizationId)).filter((task) => task.status === 'open')).toHaveLength(first.length - 1);
  });

  it('raises each task once when two assessments of the framework complete at the same time', async () => {
    const { organizationId } = await newOrganization(database.db);
    await setAutoRemediation(organizationId, true);
    const now = day('2026-06-30');
    await recordPosture(organizationId, now);
    await Promise.all([run(organizationId, now), run(organizationId, now)]);
    const tasks = await tasksOf(organizationId);
    expect(tasks.length).toBeGreaterThan(0);
    expect(new Set(tasks.map((task) => task.control_id)).size).toBe(tasks.length);
  });

  it('closes the task with a note once its check passes, audited as the system', async () => {
    const { organizationId } = await newOrganization(database.db);
    await setAutoRemediation(organizationId, true);
    await recordPosture(organizationId, day('2026-06-30'));
    await run(organizationId, day('2026-06-30'));
    const raised = await tasksOf(organizationId);

    await recordPosture(organizationId, day('2026-07-03'), true);
    await run(organizationId, day('2026-07-03'));

    const closed = await tasksOf(organizationId);
    expect(closed).toHaveLength(raised.length);
    for (const task of closed) {
      expect(task).toMatchObject({
        status: 'done',
        completed_at: day('2026-07-03').toISOString(),
        closing_note: 'Closed automatically: MFA enforcement passes since 2026-07-03',
      });
    }
    const audit = await auditOf(organizationId, taskAuditActions.completed);
    expect(audit).toHaveLength(raised.length);
    expect(audit[0]).toMatchObject({ user_id: null, user_label: 'System' });
    expect(audit[0]?.details).toContain('Closed automatically: MFA enforcement passes since 2026-07-03');
  });

  it('keeps a closed task closed when another is open for its check', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    await setAutoRemediation(organizationId, true);
    await recordPosture(organizationId, day('2026-06-30'));
    await run(organizationId, day('2026-06-30'));
    await recordPosture(organizationId, day('2026-07-03'), true);
    await run(organizationId, day('2026-07-03'));
    await recordPosture(organizationId, day('2026-07-05'));
    await run(organizationId, day('2026-07-05'));
    const tasks = await tasksOf(organizationId);
    const closed = tasks.find((task) => task.status === 'done');
    expect(tasks.filter((task) => task.status === 'open').length).toBe(tasks.length / 2);

    const actor = memberOf(organizationId, userId);
    await expect(
      setTaskStatus({ db: database.db, clock: () => day('2026-07-05') }, actor, closed?.id ?? '', 'open'),
    ).rejects.toMatchObject({ statusCode: 409, message: twinOpen });
  });
});
