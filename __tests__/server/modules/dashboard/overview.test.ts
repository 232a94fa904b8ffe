import { demoAccount } from '../../../../server/src/demo/seed';
import { frameworkIds } from '@/contracts/enums';
import { findLatestAssessments, type AssessmentWithResults } from '../../../../server/src/modules/assessments/queries';
import { auditActions } from '../../../../server/src/modules/auditLogs/auditActions';
import { roundedMean } from '../../helpers/dashboard';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();
let token: string;
let organizationId: string;

beforeAll(async () => {
  token = await signIn(t.app);
  organizationId = await demoOrganizationId(t.db);
});

const overview = async (as = token, query = '') => {
  const response = await api(t.app, 'GET', `/api/dashboard/overview${query}`, { token: as });
  expect(response.statusCode).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().data;
};

const categoryMeans = (assessment: AssessmentWithResults) => {
  const byCategory = new Map<string, { scores: number[]; issues: number }>();
  for (const result of assessment.results) {
    const entry = byCategory.get(result.category) ?? { scores: [], issues: 0 };
    entry.scores.push(result.score);
    entry.issues += result.issues.length;
    byCategory.set(result.category, entry);
  }
  return new Map([...byCategory].map(([name, { scores, issues }]) => [name, { score: roundedMean(scores), issues }]));
};

const signed = (change: number) => (change > 0 ? `+${change}%` : `${change}%`);

describe('GET /api/dashboard/overview', () => {
  it.each(frameworkIds)('reads the score and stats of the latest %s assessment, as its heat map counts', async (id) => {
    const data = await overview(token, `?framework=${id}`);
    const { latest } = await findLatestAssessments(t.db, organizationId, id);
    const results = latest?.results ?? [];
    expect(data.complianceScore).toBe(latest?.score);
    expect(data.stats).toEqual({
      criticalIssues: results.filter((result) => result.status === 'critical').length,
      warningIssues: results.filter((result) => result.status === 'warning').length,
      passedControls: results.filter((result) => result.status === 'passed').length,
      totalControls: results.length,
    });
    expect(data.stats.totalControls).toBeGreaterThan(0);
    const heatmap = await api(t.app, 'GET', `/api/dashboard/compliance-heatmap?framework=${id}`, { token });
    const { summary } = heatmap.json().data;
    expect(data.stats).toEqual({
      criticalIssues: summary.critical,
      warningIssues: summary.warning,
      passedControls: summary.passed,
      totalControls: summary.total,
    });
  });

  it('reads SOC 2 when no framework is named, and names the field of an unknown one', async () => {
    expect((await overview()).stats).toEqual((await overview(token, '?framework=SOC2')).stats);
    const response = await api(t.app, 'GET', '/api/dashboard/overview?framework=PCI', { token });
    expectFailure(response, 400);
    expect(response.json().message).toContain('framework');
  });

  it('computes the categories from the latest assessment of every framework in use', async () => {
    const data = await overview(token, '?framework=HIPAA');
    const latest = await Promise.all(
      frameworkIds.map((framework) => findLatestAssessments(t.db, organizationId, framework)),
    );
    expect(data.lastAssessedAt).toBe(
      latest
        .map(({ latest: assessment }) => assessment?.completedAt)
        .sort()
        .at(-1),
    );

    const expected = latest.flatMap(({ latest: assessment, previous }) => {
      if (!assessment) return [];
      const now = categoryMeans(assessment);
      const before = previous ? categoryMeans(previous) : new Map();
      return [...now].map(([name, { score, issues }]) => ({
        name,
        framework: assessment.framework,
        status: score >= 80 ? 'passed' : score >= 60 ? 'warning' : 'critical',
        issues,
        score,
        trend: signed(score - (before.get(name)?.score ?? score)),
      }));
    });
    expect(data.controlsByCategory).toEqual(expected);
    expect(data.controlsByCategory[0].name).toBe('CC1 Control Environment');
    expect(new Set(data.controlsByCategory.map((category: { framework: string }) => category.framework))).toEqual(
      new Set(frameworkIds),
    );
  });

  it('writes trends as signed percentage points, 0% when unchanged', async () => {
    const trends: string[] = (await overview()).controlsByCategory.map((category: { trend: string }) => category.trend);
    for (const trend of trends) expect(trend).toMatch(/^(\+[1-9]\d*%|-[1-9]\d*%|0%)$/);
    expect(trends.some((trend) => trend.startsWith('+'))).toBe(true);
    expect(trends).toContain('0%');
  });

  it('lists the 10 newest audit rows of the organisation, newest first, as readable messages', async () => {
    await api(t.app, 'GET', '/api/auth/me', { token });
    t.clock.advance(1000);
    await signIn(t.app);
    const { recentActivity } = await overview();

    const newest = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(10)
      .execute();
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity.map((item: { id: string }) => item.id)).toEqual(newest.map((row) => row.id));
    expect(recentActivity[0]).toEqual({
      id: newest[0].id,
      message: `${auditActions.login}: ${demoAccount.name} signed in`,
      severity: 'success',
      time: newest[0].created_at,
      user: demoAccount.name,
    });
    const times = recentActivity.map((item: { time: string }) => item.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lists at most 5 open tasks, soonest due first', async () => {
    const { upcomingTasks } = await overview();
    const open = await t.db
      .selectFrom('tasks')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'open')
      .execute();
    expect(open.length).toBeGreaterThan(5);
    expect(upcomingTasks).toHaveLength(5);
    const dues = upcomingTasks.map((task: { due: string }) => task.due);
    expect(dues).toEqual([...open.map((task) => task.due_date)].sort().slice(0, 5));
    expect(upcomingTasks[0]).toEqual({
      id: expect.any(String),
      task: expect.any(String),
      due: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      priority: expect.stringMatching(/^(high|medium|low)$/),
    });
    const done = await t.db
      .selectFrom('tasks')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'done')
      .execute();
    expect(done.length).toBeGreaterThan(0);
    for (const { id } of done) expect(upcomingTasks.map((task: { id: string }) => task.id)).not.toContain(id);
  });

  it('answers zeros and empty lists for an organisation never assessed', async () => {
    const account = await registerAccount(t.app);
    const data = await overview(account.token);
    expect(data).toEqual({
      complianceScore: 0,
      stats: { criticalIssues: 0, warningIssues: 0, passedControls: 0, totalControls: 0 },
      controlsByCategory: [],
      recentActivity: [
        expect.objectContaining({
          severity: 'success',
          user: account.name,
          message: expect.stringContaining(auditActions.registered),
        }),
      ],
      upcomingTasks: [],
      lastAssessedAt: null,
    });
  });

  it('leaves out the audit trail and the tasks for a role that may not read them, and keeps the rest', async () => {
    const viewer = await addSignedInMember(t.app, t.db, organizationId, 'Viewer');
    expectFailure(await api(t.app, 'GET', '/api/audit-logs', { token: viewer.token }), 403);
    expectFailure(await api(t.app, 'GET', '/api/tasks', { token: viewer.token }), 403);

    const admin = await overview();
    const seenByViewer = await overview(viewer.token);
    expect(admin.recentActivity.length).toBeGreaterThan(0);
    expect(admin.upcomingTasks.length).toBeGreaterThan(0);
    expect(seenByViewer).toEqual({ ...admin, recentActivity: [], upcomingTasks: [] });
    expect(JSON.stringify(seenByViewer)).not.toContain('signed in');

    const again = await overview();
    expect(again.recentActivity.map((item: { id: string }) => item.id)).toEqual(
      admin.recentActivity.map((item: { id: string }) => item.id),
    );
    expect(again.upcomingTasks).toEqual(admin.upcomingTasks);
  });

  it('shows the audit trail and the tasks to an Auditor, who may read both', async () => {
    const auditor = await addSignedInMember(t.app, t.db, organizationId, 'Auditor');
    const data = await overview(auditor.token);
    expect(data.recentActivity.length).toBeGreaterThan(0);
    expect(data.upcomingTasks.length).toBeGreaterThan(0);
  });
});
