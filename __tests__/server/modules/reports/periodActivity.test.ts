import { auditActions } from '../../../../server/src/modules/auditLogs/auditActions';
import { assessmentAuditActions } from '../../../../server/src/modules/assessments/auditActions';
import { activityText } from '../../../../server/src/modules/reports/pdf/activitySection';
import { tasksNotRead } from '../../../../server/src/modules/reports/pdf/remediationSection';
import { planScheduledReportsJobName } from '../../../../server/src/modules/reports/scheduleJobs';
import { setupAlertsApp } from '../../helpers/alertsApp';
import { addSignedInMember } from '../../helpers/members';
import { pdfText } from '../../helpers/pdfText';
import { assessedOrganization, mailAttachments } from '../../helpers/reports';
import { api } from '../../helpers/requests';
import type { Report, ReportSchedule } from '@/contracts/reports';

const t = setupAlertsApp();

jest.setTimeout(90_000);

const intruderIp = '203.0.113.77';

/** An assessed organisation whose trail also holds a failed sign-in, a password reset request and an invitation. */
const organizationWithAccountEvents = async () => {
  const admin = await assessedOrganization(t.app, t.db, t.clock.now());
  await api(t.app, 'POST', '/api/auth/login', {
    body: { email: admin.email, password: 'not-the-password-1' },
    remoteAddress: intruderIp,
  });
  await api(t.app, 'POST', '/api/auth/forgot-password', { body: { email: admin.email } });
  await api(t.app, 'POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } });
  return admin;
};

const generatedPdfText = async (token: string, body: object) => {
  const response = await api(t.app, 'POST', '/api/reports', { token, body });
  expect(response.statusCode).toBe(201);
  await t.jobs.runDue();
  const { id } = response.json().data as Report;
  const download = await api(t.app, 'GET', `/api/reports/${id}/pdf`, { token });
  expect(download.statusCode).toBe(200);
  return pdfText(download.rawPayload);
};

const accountSecurityWords = [auditActions.login, auditActions.loginFailed, auditActions.passwordReset, 'signed in'];

const expectNoAccountSecurity = (text: string, email: string) => {
  for (const words of accountSecurityWords) expect(text).not.toContain(words);
  expect(text).not.toContain(email);
  expect(text).not.toContain(intruderIp);
};

describe("a report's period activity", () => {
  it('is summarised by category, severity and notable compliance events, without account-security events', async () => {
    const admin = await organizationWithAccountEvents();
    const text = await generatedPdfText(admin.token, { name: 'SOC 2 Type II', type: 'soc2' });

    expect(text).toContain('Events by category');
    expect(text).toContain('Events by severity');
    expect(text).toContain('Notable compliance events');
    expect(text).toContain(assessmentAuditActions.completed);
    expect(text).toContain(activityText.accountSecurity);
    expect(text).toContain(activityText.notListed);
    expect(text).not.toContain(assessmentAuditActions.started);
    expectNoAccountSecurity(text, admin.email);
  });

  it('lists the individual events only when the author asks, still without account-security events', async () => {
    const admin = await organizationWithAccountEvents();
    const text = await generatedPdfText(admin.token, {
      name: 'SOC 2 Type II with events',
      type: 'soc2',
      includeActivityDetail: true,
    });

    expect(text).toContain(assessmentAuditActions.started);
    expect(text).not.toContain(activityText.notListed);
    expectNoAccountSecurity(text, admin.email);
  });

  it('is left out, as are open tasks, when the author may no longer read the activity logs or tasks', async () => {
    t.clock.advance(Date.parse('2027-03-15T10:00:00.000Z') - t.clock.now().getTime());
    const admin = await organizationWithAccountEvents();
    const manager = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    await api(t.app, 'POST', '/api/tasks', {
      token: admin.token,
      body: { title: 'Rotate the deploy keys', dueDate: '2027-04-01', priority: 'high', ownerId: null },
    });
    const schedules: ReportSchedule[] = [];
    for (const author of [admin, manager]) {
      const body = { type: 'soc2', frequency: 'monthly', recipientIds: [admin.id] };
      const created = await api(t.app, 'POST', '/api/reports/schedules', { token: author.token, body });
      expect(created.statusCode).toBe(201);
      schedules.push(created.json().data as ReportSchedule);
    }
    await t.db.updateTable('users').set({ role: 'Viewer' }).where('id', '=', manager.id).execute();

    const sentBefore = t.smtp.received.length;
    t.clock.advance(Date.parse(schedules[0].nextRunAt) - t.clock.now().getTime() + 60_000);
    await t.jobs.enqueue(planScheduledReportsJobName, {});
    for (let round = 0; round < 4; round += 1) await t.jobs.runDue();
    const texts = await Promise.all(
      t.smtp.received
        .slice(sentBefore)
        .flatMap((mail) => mailAttachments(mail.raw, 'application/pdf'))
        .map((pdf) => pdfText(pdf)),
    );
    expect(texts).toHaveLength(2);
    const byAdmin = texts.find((text) => text.includes(`Schedule set by ${admin.name}`));
    const byManager = texts.find((text) => text.includes(`Schedule set by ${manager.name}`));

    expect(byAdmin).toContain('Notable compliance events');
    expect(byAdmin).toContain('Rotate the deploy keys');
    expect(byManager).toContain(activityText.notRead);
    expect(byManager).not.toContain('Notable compliance events');
    expect(byManager).not.toContain('Rotate the deploy keys');
    expect(byManager).toContain(tasksNotRead);
  });
});
