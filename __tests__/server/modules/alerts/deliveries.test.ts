import { weeklySummariesJobName, slackAlertJobName } from '../../../../server/src/modules/alerts/jobs';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { addMember, setupAlertsApp } from '../../helpers/alertsApp';
import { perfectPosture } from '../../helpers/compliance';
import { waitForAssessments } from '../../helpers/dashboard';
import { mimePart } from '../../helpers/eml';
import { eventually } from '../../helpers/jobs';
import { slackText } from '../../helpers/localListeners';
import { api, registerAccount, signIn } from '../../helpers/requests';

const t = setupAlertsApp();

const jobsFor = (name: string, organizationId: string) =>
  t.db
    .selectFrom('jobs')
    .select(['state', 'attempts', 'last_error'])
    .where('name', '=', name)
    .where('payload', 'like', `%${organizationId}%`)
    .execute();

/** Runs what the assessment queued, and what that queued in turn, as the server's runner would. */
const runQueuedJobs = async () => {
  for (let round = 0; round < 3; round += 1) await t.jobs.runDue();
};

const runAssessment = async (token: string, organizationId: string, completedBefore: number) => {
  const response = await api(t.app, 'POST', '/api/dashboard/run-assessment', { token, body: { framework: 'SOC2' } });
  expect(response.statusCode).toBe(202);
  await waitForAssessments(t.db, organizationId, 'SOC2', completedBefore + 1);
};

const breakVulnerabilityManagement = (organizationId: string) =>
  recordSignals(t.db, organizationId, [
    { key: 'vulnerabilities.criticalOpen', value: 9, source: 'test', observedAt: t.clock.now().toISOString() },
  ]);

beforeEach(() => {
  t.smtp.received.length = 0;
  t.slack.posts.length = 0;
  t.slack.answerWith(200, 'ok');
});

describe('an assessment that turns a control critical', () => {
  it('emails the Admins and Compliance Managers who chose critical alerts, and posts to Slack', async () => {
    const admin = await registerAccount(t.app);
    const manager = await addMember(t.db, admin.organizationId, 'Compliance Manager');
    const quietManager = await addMember(t.db, admin.organizationId, 'Compliance Manager', { criticalIssues: false });
    const noEmail = await addMember(t.db, admin.organizationId, 'Admin', { emailAlerts: false });
    const analyst = await addMember(t.db, admin.organizationId, 'Security Analyst');
    await api(t.app, 'PUT', '/api/settings/slack', { token: admin.token, body: { webhookUrl: t.slack.webhookUrl } });

    await recordSignals(t.db, admin.organizationId, perfectPosture(t.clock.now()));
    await runAssessment(admin.token, admin.organizationId, 0);
    await runQueuedJobs();
    expect(t.smtp.received).toEqual([]);
    expect(t.slack.posts).toEqual([]);

    t.clock.advance(60_000);
    await breakVulnerabilityManagement(admin.organizationId);
    await runAssessment(admin.token, admin.organizationId, 1);
    await eventually(async () => (await jobsFor('alerts.critical-controls', admin.organizationId)).length === 1);
    await runQueuedJobs();

    const recipients = t.smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual([admin.email.toLowerCase(), manager.email].sort());
    expect(recipients).not.toContain(quietManager.email);
    expect(recipients).not.toContain(noEmail.email);
    expect(recipients).not.toContain(analyst.email);
    const [mail] = t.smtp.received;
    expect(mail.subject).toMatch(/^Critical: \d+ SOC2 controls turned critical$/);
    const text = mimePart(mail.raw, 'text/plain');
    expect(text).toMatch(/^- CC7\.1 .+: .+/m);
    expect(text).toContain('Open the heat map: http://securo.test/compliance?framework=SOC2');

    expect(t.slack.posts).toHaveLength(1);
    expect(slackText(t.slack.posts[0])).toMatch(/CC7\.1/);
    expect(t.slack.posts[0].body.blocks[0]).toMatchObject({ type: 'header' });
    const status = await api(t.app, 'GET', '/api/settings/slack', { token: admin.token });
    expect(status.json().data.lastDelivery).toMatchObject({ ok: true, detail: 'Delivered' });

    t.clock.advance(60_000);
    await runAssessment(admin.token, admin.organizationId, 2);
    await runQueuedJobs();
    // Still critical is not news.
    expect(t.smtp.received).toHaveLength(2);
    expect(t.slack.posts).toHaveLength(1);
  });

  it('retries a Slack delivery Slack refused, shows the failure meanwhile, and never fails the assessment', async () => {
    const admin = await registerAccount(t.app);
    await api(t.app, 'PUT', '/api/settings/slack', { token: admin.token, body: { webhookUrl: t.slack.webhookUrl } });
    t.slack.answerWith(500, 'internal_error');

    await runAssessment(admin.token, admin.organizationId, 0);
    await eventually(async () => (await jobsFor('alerts.critical-controls', admin.organizationId)).length === 1);
    await runQueuedJobs();
    const [assessment] = await waitForAssessments(t.db, admin.organizationId, 'SOC2', 1);
    expect(assessment.status).toBe('completed');
    const failed = await jobsFor(slackAlertJobName, admin.organizationId);
    expect(failed).toEqual([expect.objectContaining({ state: 'queued', attempts: 1 })]);
    expect(failed[0].last_error).toContain('HTTP 500 internal_error');
    const shown = await api(t.app, 'GET', '/api/settings/slack', { token: admin.token });
    expect(shown.json().data.lastDelivery).toMatchObject({ ok: false, detail: 'HTTP 500 internal_error' });

    t.slack.answerWith(200, 'ok');
    t.clock.advance(10 * 60_000);
    await runQueuedJobs();
    expect(await jobsFor(slackAlertJobName, admin.organizationId)).toEqual([
      expect.objectContaining({ state: 'completed', attempts: 2 }),
    ]);
    expect(t.slack.posts.length).toBeGreaterThanOrEqual(2);
    const delivered = await api(t.app, 'GET', '/api/settings/slack', { token: admin.token });
    expect(delivered.json().data.lastDelivery).toMatchObject({ ok: true, detail: 'Delivered' });
  });
});

describe('the weekly summary', () => {
  it('emails each member who chose weekly reports the score, its change, new critical controls and overdue tasks', async () => {
    const admin = await registerAccount(t.app);
    const viewer = await addMember(t.db, admin.organizationId, 'Viewer');
    await addMember(t.db, admin.organizationId, 'Auditor', { weeklyReports: false });
    await api(t.app, 'PUT', '/api/settings/slack', { token: admin.token, body: { webhookUrl: t.slack.webhookUrl } });
    await recordSignals(t.db, admin.organizationId, perfectPosture(t.clock.now()));
    await runAssessment(admin.token, admin.organizationId, 0);
    await api(t.app, 'POST', '/api/tasks', {
      token: admin.token,
      body: { title: 'Rotate the root keys', dueDate: '2020-01-01', priority: 'high' },
    });

    t.clock.advance(3 * 24 * 60 * 60_000);
    await breakVulnerabilityManagement(admin.organizationId);
    await runAssessment(await signIn(t.app, admin.email, admin.password), admin.organizationId, 1);
    t.smtp.received.length = 0;
    t.slack.posts.length = 0;

    await t.jobs.enqueue(weeklySummariesJobName, {});
    await runQueuedJobs();
    const subject = `Weekly compliance summary for ${admin.company}`;
    const mine = t.smtp.received.filter((mail) => mail.subject === subject);
    expect(mine.map((mail) => mail.to[0]).sort()).toEqual([admin.email.toLowerCase(), viewer.email].sort());
    const text = mimePart(mine[0].raw, 'text/plain');
    expect(text).toMatch(/^- SOC2 score \d+% \(first assessed this week\)$/m);
    expect(text).toMatch(/^- Newly critical: SOC2 CC7\.1 /m);
    expect(text).toContain('- Overdue: "Rotate the root keys", due 2020-01-01, unassigned');
    expect(t.slack.posts.filter((post) => post.body.text === subject)).toHaveLength(1);

    // A second round in the same week queues nothing twice.
    await t.jobs.enqueue(weeklySummariesJobName, {});
    await runQueuedJobs();
    expect(t.smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(2);
  });
});
