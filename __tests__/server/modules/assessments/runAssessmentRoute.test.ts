import { assessmentAuditActions } from '../../../../server/src/modules/assessments/auditActions';
import { assessmentStartedMessage, frameworkMessage } from '@/contracts/dashboard';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { perfectPosture, signal } from '../../helpers/compliance';
import { assessmentRows, waitForAssessments } from '../../helpers/dashboard';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const run = (token: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
  api(t.app, 'POST', '/api/dashboard/run-assessment', { token, ...options });

const expectStarted = (response: Awaited<ReturnType<typeof run>>, frameworks: string[]) => {
  expect(response.statusCode).toBe(202);
  const runs = frameworks.map((framework) => ({ id: expect.any(String), framework, status: 'completed' }));
  expect(response.json()).toEqual({ success: true, message: assessmentStartedMessage, data: { frameworks, runs } });
};

const auditActionsOf = async (organizationId: string) =>
  (await t.db.selectFrom('audit_logs').select('action').where('organization_id', '=', organizationId).execute()).map(
    (row) => row.action,
  );

describe('POST /api/dashboard/run-assessment', () => {
  it('answers 202 once the assessment is stored completed, with its results and audit rows', async () => {
    const account = await registerAccount(t.app);
    expectStarted(await run(account.token), ['SOC2']);

    const [assessment] = await waitForAssessments(t.db, account.organizationId, 'SOC2', 1);
    expect(assessment).toMatchObject({ status: 'completed', started_by: account.id });
    const results = await t.db
      .selectFrom('control_results')
      .select('control_id')
      .where('assessment_id', '=', assessment.id)
      .execute();
    expect(results).toHaveLength(61);
    const actions = await auditActionsOf(account.organizationId);
    expect(actions).toEqual(expect.arrayContaining([assessmentAuditActions.started, assessmentAuditActions.completed]));

    const overview = (await api(t.app, 'GET', '/api/dashboard/overview', { token: account.token })).json().data;
    expect(overview.lastAssessedAt).toBe(assessment.completed_at);
    expect(overview.stats.totalControls).toBe(61);
  });

  it('reads no body, an empty JSON body and {} alike, as every framework in use', async () => {
    const account = await registerAccount(t.app);
    expectStarted(await run(account.token, { headers: { 'content-type': 'application/json' } }), ['SOC2']);
    await waitForAssessments(t.db, account.organizationId, 'SOC2', 1);
    expectStarted(await run(account.token, { body: { framework: 'HIPAA' } }), ['HIPAA']);
    await waitForAssessments(t.db, account.organizationId, 'HIPAA', 1);

    expectStarted(await run(account.token, { body: {} }), ['SOC2', 'HIPAA']);
    await waitForAssessments(t.db, account.organizationId, 'SOC2', 2);
    await waitForAssessments(t.db, account.organizationId, 'HIPAA', 2);
    expectStarted(await run(account.token), ['SOC2', 'HIPAA']);
    await waitForAssessments(t.db, account.organizationId, 'HIPAA', 3);
  });

  it.each([
    ['an unknown framework', { body: { framework: 'PCI' } }, frameworkMessage],
    ['a framework that is not a string', { body: { framework: 2 } }, frameworkMessage],
    [
      'a body that is not an object',
      { body: '"SOC2"', headers: { 'content-type': 'application/json' } },
      'Request body must be a JSON object',
    ],
    [
      'broken JSON',
      { body: '{"framework":', headers: { 'content-type': 'application/json' } },
      'Request body must be valid JSON',
    ],
  ])('rejects %s with a 400 and starts nothing', async (_case, options, message) => {
    const account = await registerAccount(t.app);
    expectFailure(await run(account.token, options), 400, message);
    expect(await assessmentRows(t.db, account.organizationId)).toEqual([]);
  });

  it('stores concurrent runs for the same organisation whole: one completed assessment each, none left running', async () => {
    const account = await registerAccount(t.app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => run(account.token, { body: { framework: 'GDPR' } })),
    );
    for (const response of responses) expectStarted(response, ['GDPR']);

    const rows = await assessmentRows(t.db, account.organizationId);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    const answeredIds = new Set(responses.map((response) => response.json().data.runs[0].id));
    expect([...answeredIds].sort()).toEqual(rows.map((row) => row.id).sort());
    for (const row of rows) {
      const results = await t.db
        .selectFrom('control_results')
        .select('control_id')
        .where('assessment_id', '=', row.id)
        .execute();
      expect(results).toHaveLength(39);
    }
    const actions = await auditActionsOf(account.organizationId);
    const count = (action: string) => actions.filter((candidate) => candidate === action).length;
    expect(count(assessmentAuditActions.started)).toBe(rows.length);
    expect(count(assessmentAuditActions.completed)).toBe(rows.length);
  });

  it('shows a newer assessment on the dashboard and heat map at once, with its trend against the one before', async () => {
    const account = await registerAccount(t.app);
    const observed = t.clock.now();
    await recordSignals(t.db, account.organizationId, [
      ...perfectPosture(observed),
      signal('mfa.enforced', { compliant: 6, total: 12 }, observed.toISOString()),
    ]);
    await run(account.token, { body: { framework: 'SOC2' } });
    await waitForAssessments(t.db, account.organizationId, 'SOC2', 1);
    const read = async () => ({
      overview: (await api(t.app, 'GET', '/api/dashboard/overview', { token: account.token })).json().data,
      heatmap: (await api(t.app, 'GET', '/api/dashboard/compliance-heatmap', { token: account.token })).json().data,
    });
    const before = await read();
    const access = (overview: { controlsByCategory: { name: string; score: number; trend: string }[] }) =>
      overview.controlsByCategory.find((category) => category.name === 'CC6 Logical and Physical Access Controls');
    expect(access(before.overview)).toMatchObject({ score: 95, trend: '0%' });

    t.clock.advance(60_000);
    await recordSignals(t.db, account.organizationId, [
      signal('mfa.enforced', { compliant: 12, total: 12 }, t.clock.now().toISOString()),
    ]);
    await run(account.token, { body: { framework: 'SOC2' } });
    await waitForAssessments(t.db, account.organizationId, 'SOC2', 2);
    const after = await read();

    expect(access(after.overview)).toMatchObject({ score: 100, trend: '+5%' });
    expect(after.overview.lastAssessedAt).toBe(t.clock.now().toISOString());
    expect(after.heatmap.assessedAt).toBe(t.clock.now().toISOString());
    expect(after.heatmap.summary.passed).toBeGreaterThan(before.heatmap.summary.passed);
    const tile = (heatmap: { categories: Record<string, { id: string; score: number }[]> }) =>
      Object.values(heatmap.categories)
        .flat()
        .find((control) => control.id === 'CC6.1');
    expect([tile(before.heatmap)?.score, tile(after.heatmap)?.score]).toEqual([83, 100]);
  });
});
