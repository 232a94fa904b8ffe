import { frameworks } from '../../../../server/src/frameworks';
import { organisationCheckIds } from '../../../../server/src/frameworks/checks';
import { assessmentAuditActions } from '../../../../server/src/modules/assessments/auditActions';
import { assess } from '../../helpers/assessments';
import { findLatestAssessments } from '../../../../server/src/modules/assessments/queries';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { newOrganization, perfectPosture, signal } from '../../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const now = new Date('2026-06-30T12:00:00.000Z');
const clock = () => now;

const auditRows = (organizationId: string) =>
  database.db
    .selectFrom('audit_logs')
    .select(['action', 'severity', 'category', 'details', 'user_id', 'user_label', 'resource'])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('action', 'desc')
    .execute();

describe('runAssessment', () => {
  it('passes every control of every framework when all signals are good', async () => {
    const { organizationId, userId, userName } = await newOrganization(database.db);
    await recordSignals(database.db, organizationId, perfectPosture(now));
    for (const framework of Object.values(frameworks)) {
      const summary = await assess(database.db, {
        organizationId,
        framework: framework.id,
        startedBy: userId,
        clock,
      });
      expect(summary).toMatchObject({ framework: framework.id, status: 'completed', score: 100, startedBy: userId });
      const { latest } = await findLatestAssessments(database.db, organizationId, framework.id);
      expect(latest?.results.map((result) => result.controlId)).toEqual(
        framework.controls.map((control) => control.id),
      );
      expect(latest?.results.every((result) => result.status === 'passed' && result.issues.length === 0)).toBe(true);
    }
    const audit = await auditRows(organizationId);
    expect(audit).toHaveLength(8);
    expect(audit.filter((row) => row.details.startsWith('SOC2'))).toEqual([
      {
        action: assessmentAuditActions.started,
        severity: 'info',
        category: 'compliance',
        details: 'SOC2 assessment started',
        user_id: userId,
        user_label: userName,
        resource: expect.stringMatching(/^assessment:/),
      },
      {
        action: assessmentAuditActions.completed,
        severity: 'success',
        category: 'compliance',
        details: 'SOC2 assessment completed with score 100%: 61 passed, 0 warning, 0 critical',
        user_id: userId,
        user_label: userName,
        resource: expect.stringMatching(/^assessment:/),
      },
    ]);
  });

  it('counts missing evidence as critical', async () => {
    const { organizationId } = await newOrganization(database.db);
    const summary = await assess(database.db, { organizationId, framework: 'HIPAA', startedBy: null, clock });
    expect(summary.score).toBe(0);
    const { latest } = await findLatestAssessments(database.db, organizationId, 'HIPAA');
    expect(latest?.results).toHaveLength(65);
    expect(latest?.results[0]).toEqual({
      controlId: '164.308(a)(1)',
      name: 'Security management process',
      category: 'Administrative Safeguards',
      status: 'critical',
      score: 0,
      issues: ['No evidence recorded for Risk assessment'],
      checkedAt: now.toISOString(),
      sources: [
        {
          check: 'Risk assessment',
          source: null,
          observedAt: null,
          issues: ['No evidence recorded for Risk assessment'],
        },
      ],
    });
    expect((await auditRows(organizationId)).map((row) => [row.action, row.severity, row.user_label])).toEqual([
      [assessmentAuditActions.started, 'info', 'System'],
      [assessmentAuditActions.completed, 'critical', 'System'],
    ]);
  });

  it('scores controls as the mean of their checks and sets status from the score', async () => {
    const { organizationId } = await newOrganization(database.db);
    const posture = perfectPosture(now).filter(
      (s) => !['mfa.enforced', 'encryption.atRest', 'network.segmented'].includes(s.key),
    );
    await recordSignals(database.db, organizationId, [
      ...posture,
      signal('mfa.enforced', { compliant: 9, total: 12 }),
      signal('encryption.atRest', { compliant: 1, total: 2 }),
      signal('network.segmented', false),
    ]);
    const summary = await assess(database.db, { organizationId, framework: 'SOC2', startedBy: null, clock });
    const { latest } = await findLatestAssessments(database.db, organizationId, 'SOC2');
    const byId = new Map(latest?.results.map((result) => [result.controlId, result]));
    // CC6.1 = mean(mfa 75, encryption 50, segmentation 0) = 42.
    expect(byId.get('CC6.1')).toMatchObject({
      score: 42,
      status: 'critical',
      issues: [
        'MFA is not enforced for 3 of 12 users',
        '1 of 2 data stores is not encrypted at rest',
        'Production systems are not segmented from other networks',
      ],
    });
    // Scored high enough to pass, but never passed while an issue of its own is listed.
    expect(byId.get('CC5.2')).toMatchObject({
      score: 88,
      status: 'warning',
      issues: ['MFA is not enforced for 3 of 12 users'],
    });
    expect(byId.get('C1.1')).toMatchObject({ score: 75, status: 'warning' });
    expect(byId.get('CC6.7')).toMatchObject({ score: 100, status: 'passed', issues: [] });
    const scores = latest?.results.map((result) => result.score) ?? [];
    expect(summary.score).toBe(Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length));
    expect(latest?.score).toBe(summary.score);
    const completed = (await auditRows(organizationId)).find((row) => row.action === assessmentAuditActions.completed);
    expect(completed?.severity).toBe('success');
  });

  it("never lets another organisation's signals affect the result", async () => {
    const a = await newOrganization(database.db);
    const b = await newOrganization(database.db);
    await recordSignals(database.db, b.organizationId, perfectPosture(now));
    const forA = await assess(database.db, {
      organizationId: a.organizationId,
      framework: 'GDPR',
      startedBy: a.userId,
      clock,
    });
    const forB = await assess(database.db, {
      organizationId: b.organizationId,
      framework: 'GDPR',
      startedBy: b.userId,
      clock,
    });
    expect([forA.score, forB.score]).toEqual([0, 100]);
    expect((await findLatestAssessments(database.db, a.organizationId, 'GDPR')).latest?.id).toBe(forA.id);
    expect((await findLatestAssessments(database.db, b.organizationId, 'ISO27001')).latest).toBeNull();
  });

  it('marks a run that fails part-way as failed, with a critical audit row, and stores no results', async () => {
    const { organizationId } = await newOrganization(database.db);
    let calls = 0;
    const failingClock = () => {
      calls += 1;
      if (calls === 2) throw new Error('clock failure');
      return now;
    };
    await expect(
      assess(database.db, { organizationId, framework: 'SOC2', startedBy: null, clock: failingClock }),
    ).rejects.toHaveProperty('cause.message', 'clock failure');
    const rows = await database.db
      .selectFrom('assessments')
      .select(['id', 'status', 'score', 'completed_at'])
      .where('organization_id', '=', organizationId)
      .execute();
    expect(rows).toEqual([{ id: expect.any(String), status: 'failed', score: null, completed_at: now.toISOString() }]);
    const results = await database.db
      .selectFrom('control_results')
      .select('control_id')
      .where('assessment_id', '=', rows[0].id)
      .execute();
    expect(results).toEqual([]);
    expect((await auditRows(organizationId)).map((row) => [row.action, row.severity])).toEqual([
      [assessmentAuditActions.started, 'info'],
      [assessmentAuditActions.failed, 'critical'],
    ]);
    expect((await findLatestAssessments(database.db, organizationId, 'SOC2')).latest).toBeNull();
    const retried = await assess(database.db, { organizationId, framework: 'SOC2', startedBy: null, clock });
    expect(retried.status).toBe('completed');
  });

  it('gives every organisation check a value in the perfect posture', () => {
    const recorded = perfectPosture(now).map((signal) => signal.key);
    expect(organisationCheckIds.filter((id) => !recorded.includes(id))).toEqual([]);
  });
});
