import { planScheduledReportsJobName } from '../../../../server/src/modules/reports/scheduleJobs';
import { unknownRecipientMessage } from '../../../../server/src/modules/reports/scheduleService';
import { addMember, setupAlertsApp } from '../../helpers/alertsApp';
import { pdfText } from '../../helpers/pdfText';
import { assessedOrganization, mailAttachments } from '../../helpers/reports';
import { api, expectFailure, signIn } from '../../helpers/requests';
import type { ReportSchedule } from '@/contracts/reports';

const t = setupAlertsApp();

jest.setTimeout(60_000);

/** Report emails only (they carry a PDF): the mixed posture's first assessment also sends critical-issue alerts. */
const reportMails = () => t.smtp.received.filter((mail) => mailAttachments(mail.raw, 'application/pdf').length > 0);

/** The planner as its recurring schedule fires it, then what it queued, and what that queued in turn. */
const runScheduledWork = async () => {
  await t.jobs.enqueue(planScheduledReportsJobName, {});
  for (let round = 0; round < 4; round += 1) await t.jobs.runDue();
};

describe('scheduled reports', () => {
  it('generate the template when due and email its PDF to each recipient, once', async () => {
    t.clock.advance(Date.parse('2026-12-15T10:00:00.000Z') - t.clock.now().getTime());
    const admin = await assessedOrganization(t.app, t.db, t.clock.now(), ['SOC2'], { company: 'Cadence Health' });
    const manager = await addMember(t.db, admin.organizationId, 'Compliance Manager');
    const body = { type: 'soc2', frequency: 'monthly', recipientIds: [admin.id, manager.id] };
    const response = await api(t.app, 'POST', '/api/reports/schedules', { token: admin.token, body });
    expect(response.statusCode).toBe(201);
    const schedule = response.json().data as ReportSchedule;
    expect(schedule).toMatchObject({ framework: 'SOC2', nextRunAt: '2027-01-01T07:00:00.000Z', lastRunAt: null });
    expect(schedule.recipients.map((recipient) => recipient.id).sort()).toEqual([admin.id, manager.id].sort());

    await runScheduledWork();
    expect(reportMails()).toEqual([]);

    t.clock.advance(Date.parse('2027-01-01T07:05:00.000Z') - t.clock.now().getTime());
    await runScheduledWork();
    expect(
      reportMails()
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual([admin.email, manager.email].sort());
    const [mail] = reportMails();
    const [pdf] = mailAttachments(mail.raw, 'application/pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Cadence Health');

    const token = await signIn(t.app, admin.email, admin.password);
    const reports = (await api(t.app, 'GET', '/api/reports', { token })).json().data;
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ status: 'ready', requestedBy: `Schedule set by ${admin.name}` });
    const [stored] = (await api(t.app, 'GET', '/api/reports/schedules', { token })).json().data;
    expect(stored).toMatchObject({ lastRunAt: '2027-01-01T07:00:00.000Z', nextRunAt: '2027-02-01T07:00:00.000Z' });

    await runScheduledWork();
    expect(reportMails()).toHaveLength(2);
  });

  it('send nothing for a framework never assessed, and stop when removed', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    const body = { type: 'hipaa', frequency: 'weekly', recipientIds: [admin.id] };
    const schedule = (await api(t.app, 'POST', '/api/reports/schedules', { token: admin.token, body })).json()
      .data as ReportSchedule;
    const received = reportMails().length;
    t.clock.advance(Date.parse(schedule.nextRunAt) - t.clock.now().getTime() + 60_000);
    await runScheduledWork();
    expect(reportMails()).toHaveLength(received);
    const token = await signIn(t.app, admin.email, admin.password);
    expect((await api(t.app, 'GET', '/api/reports', { token })).json().data).toEqual([]);

    const removed = await api(t.app, 'DELETE', `/api/reports/schedules/${schedule.id}`, { token });
    expect(removed.json()).toEqual({ success: true, message: 'Schedule removed' });
    expect((await api(t.app, 'GET', '/api/reports/schedules', { token })).json().data).toEqual([]);
    expectFailure(await api(t.app, 'DELETE', `/api/reports/schedules/${schedule.id}`, { token }), 404);
  });

  it('email only active members of the organisation', async () => {
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    const stranger = await assessedOrganization(t.app, t.db, t.clock.now());
    const post = (recipientIds: string[]) =>
      api(t.app, 'POST', '/api/reports/schedules', {
        token: admin.token,
        body: { type: 'soc2', frequency: 'weekly', recipientIds },
      });
    expectFailure(await post([stranger.id]), 400, unknownRecipientMessage(stranger.id));
    expectFailure(await post([]), 400, 'recipientIds must be at least 1');
    expectFailure(
      await api(t.app, 'POST', '/api/reports/schedules', {
        token: admin.token,
        body: { type: 'soc2', frequency: 'daily', recipientIds: [admin.id] },
      }),
      400,
      'Unknown frequency "daily"',
    );
    expect((await api(t.app, 'GET', '/api/reports/schedules', { token: admin.token })).json().data).toEqual([]);
  });
});
