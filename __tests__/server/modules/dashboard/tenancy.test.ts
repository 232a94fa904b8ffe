import { recordAudit } from '../../../../server/src/core/auditTrail/recordAudit';
import { insertTasks } from '../../../../server/src/modules/tasks/repository';
import { waitForAssessments } from '../../helpers/dashboard';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const endpoints = [
  ['GET', '/api/dashboard/overview'],
  ['GET', '/api/dashboard/compliance-heatmap'],
  ['POST', '/api/dashboard/run-assessment'],
] as const;

describe('dashboard tenancy', () => {
  it.each(endpoints)('%s %s needs a valid bearer token', async (method, url) => {
    expectFailure(await api(t.app, method, url), 401);
    expectFailure(await api(t.app, method, url, { token: 'not-a-token' }), 401);
  });

  it("never shows one organisation's assessments, activity or tasks to another", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    await api(t.app, 'POST', '/api/dashboard/run-assessment', { token: b.token, body: { framework: 'SOC2' } });
    await waitForAssessments(t.db, b.organizationId, 'SOC2', 1);
    await t.db.transaction().execute((trx) =>
      recordAudit(
        trx,
        { organizationId: b.organizationId, userId: b.id, name: b.name, ip: null },
        {
          action: 'Evidence Uploaded',
          severity: 'info',
          category: 'compliance',
          details: 'B only',
          at: new Date(Date.now() + 60_000).toISOString(),
        },
      ),
    );
    await insertTasks(t.db, [
      {
        id: crypto.randomUUID(),
        organization_id: b.organizationId,
        title: 'B task',
        due_date: '2020-01-01',
        priority: 'high',
        status: 'open',
        control_id: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        completed_at: null,
      },
    ]);

    const overview = (await api(t.app, 'GET', '/api/dashboard/overview', { token: a.token })).json().data;
    expect(overview).toMatchObject({
      complianceScore: 0,
      controlsByCategory: [],
      upcomingTasks: [],
      lastAssessedAt: null,
    });
    expect(overview.recentActivity.map((item: { user: string }) => item.user)).toEqual([a.name]);
    const heatmap = (
      await api(t.app, 'GET', '/api/dashboard/compliance-heatmap?framework=SOC2', { token: a.token })
    ).json().data;
    expect(heatmap).toMatchObject({ assessedAt: null, categories: {} });

    const started = await api(t.app, 'POST', '/api/dashboard/run-assessment', { token: a.token, body: {} });
    expect(started.json().data.frameworks).toEqual(['SOC2']);
    await waitForAssessments(t.db, a.organizationId, 'SOC2', 1);
    const bRuns = await t.db
      .selectFrom('assessments')
      .select('id')
      .where('organization_id', '=', b.organizationId)
      .execute();
    expect(bRuns).toHaveLength(1);

    const bOverview = (await api(t.app, 'GET', '/api/dashboard/overview', { token: b.token })).json().data;
    expect(bOverview.upcomingTasks.map((task: { task: string }) => task.task)).toEqual(['B task']);
    expect(bOverview.recentActivity.every((item: { user: string }) => item.user !== a.name)).toBe(true);
  });
});
