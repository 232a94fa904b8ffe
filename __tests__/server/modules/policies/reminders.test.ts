import { scheduleBackgroundJobs } from '../../../../server/src/backgroundJobs';
import { policyRemindersJobName } from '../../../../server/src/modules/policies';
import { writeNotificationPreferences } from '../../../../server/src/modules/settings/repository';
import { DEFAULT_NOTIFICATIONS, type NotificationPreferences } from '@/contracts/settingsOptions';
import { policyAcceptanceWindowDays, policyReviewReminderDays } from '@/contracts/policyLimits';
import { addMember, setupAlertsApp } from '../../helpers/alertsApp';
import { mimePart } from '../../helpers/eml';
import { api, registerAccount, signIn } from '../../helpers/requests';
import type { TestHarness } from '../../helpers/testApp';
import { policyTeam, publishAsTeam } from './policyTeam';

const t = setupAlertsApp();
// The policy team's helpers read only the app and the database, which this harness has too.
const harness = t as unknown as TestHarness;
const dayMs = 24 * 60 * 60 * 1000;
const title = 'Access Control Policy';

const dayFrom = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);

/** Moves the clock forward to 07:00 UTC on `day`, when the daily round runs. */
const onDay = (day: string) => t.clock.advance(Date.parse(`${day}T07:00:00.000Z`) - t.clock.now().getTime());

/** One round of the daily job and the emails it queues, as the server's runner runs them. */
const runReminders = async () => {
  await t.jobs.enqueue(policyRemindersJobName, {});
  for (let round = 0; round < 3; round += 1) await t.jobs.runDue();
};

/** Policy reminders reach the inbox with compliance-update emails, which are off by default: these turned them on. */
const withComplianceEmails = async (userIds: string[], overrides: Partial<NotificationPreferences> = {}) => {
  for (const userId of userIds) {
    await writeNotificationPreferences(
      t.db,
      userId,
      { ...DEFAULT_NOTIFICATIONS, complianceUpdates: true, ...overrides },
      new Date().toISOString(),
    );
  }
};

const remindersOf = (userId: string) =>
  t.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('link', 'like', '/policies/%')
    .orderBy('created_at')
    .execute();

const claimsOf = (policyId: string) =>
  t.db
    .selectFrom('policy_reminders')
    .select(['kind', 'user_id'])
    .where('policy_id', '=', policyId)
    .orderBy('sent_at')
    .orderBy('user_id')
    .execute();

const mailTo = (email: string) => t.smtp.received.filter((mail) => mail.to.includes(email));

/** The Access Control Policy published by a team whose members all turned compliance-update emails on. */
const publishedTeam = async () => {
  const team = await policyTeam(harness);
  const policy = await publishAsTeam(team);
  const members = [team.admin, team.manager, team.analyst, team.auditor, team.viewer];
  await withComplianceEmails(members.map((member) => member.id));
  return { team, members, policy, publishedOn: (policy.publishedAt as string).slice(0, 10) };
};

beforeEach(() => {
  t.smtp.received.length = 0;
});

describe('policy review reminders', () => {
  it(`remind the owner ${policyReviewReminderDays} days before the next review and once it is overdue, each once`, async () => {
    const { team, policy } = await publishedTeam();
    const { manager, policies, policyId } = team;
    await policies.accept(manager, policy.current.id);
    const reviewOn: string = policy.nextReviewOn;
    const link = `/policies/${policyId}`;

    onDay(dayFrom(reviewOn, -policyReviewReminderDays - 1));
    await runReminders();
    expect(await remindersOf(manager.id)).toEqual([]);

    onDay(dayFrom(reviewOn, -policyReviewReminderDays));
    await runReminders();
    await runReminders();
    const dueSoon = `Review of the ${title} due ${reviewOn}`;
    expect(await remindersOf(manager.id)).toEqual([{ title: dueSoon, body: expect.stringContaining(reviewOn), link }]);
    expect(mailTo(manager.email).map((mail) => mail.subject)).toEqual([dueSoon]);
    expect(mimePart(mailTo(manager.email)[0].raw, 'text/plain')).toContain(`http://securo.test${link}`);

    onDay(reviewOn);
    await runReminders();
    expect(await remindersOf(manager.id)).toHaveLength(1);

    onDay(dayFrom(reviewOn, 1));
    await runReminders();
    await runReminders();
    const overdue = `Overdue: review of the ${title}, due ${reviewOn}`;
    expect((await remindersOf(manager.id)).map((reminder) => reminder.title)).toEqual([dueSoon, overdue]);
    expect(mailTo(manager.email).map((mail) => mail.subject)).toEqual([dueSoon, overdue]);
    expect((await claimsOf(policyId)).filter((claim) => claim.kind.startsWith('review'))).toEqual([
      { kind: 'reviewDueSoon', user_id: manager.id },
      { kind: 'reviewOverdue', user_id: manager.id },
    ]);
  });

  it('remind nobody of a policy that was never published', async () => {
    const team = await policyTeam(harness);
    await withComplianceEmails([team.manager.id, team.viewer.id]);
    onDay(dayFrom(t.clock.now().toISOString().slice(0, 10), 400));
    await runReminders();
    expect(await remindersOf(team.manager.id)).toEqual([]);
    expect(await remindersOf(team.viewer.id)).toEqual([]);
    expect(await claimsOf(team.policyId)).toEqual([]);
    expect(mailTo(team.manager.email)).toEqual([]);
  });
});

describe('overdue acceptance reminders', () => {
  it(`remind, once, each member who has not accepted ${policyAcceptanceWindowDays} days after publication`, async () => {
    const { team, members, policy, publishedOn } = await publishedTeam();
    const { analyst, viewer, policies, policyId } = team;
    await policies.accept(analyst, policy.current.id);
    const ownerView = (await policies.read(team.manager, policyId)).json().data;
    expect(ownerView.acceptances).toHaveLength(members.length);
    expect(ownerView.acceptances.every((row: { overdueSince: null }) => row.overdueSince === null)).toBe(true);
    expect((await policies.read(viewer, policyId)).json().data).not.toHaveProperty('acceptances');
    await withComplianceEmails([viewer.id], { emailAlerts: false });
    const other = await registerAccount(t.app);
    const outsider = await addMember(t.db, other.organizationId, 'Viewer', { complianceUpdates: true });

    onDay(dayFrom(publishedOn, policyAcceptanceWindowDays - 1));
    await runReminders();
    for (const member of members) expect(await remindersOf(member.id)).toEqual([]);

    onDay(dayFrom(publishedOn, policyAcceptanceWindowDays + 1));
    await runReminders();
    await runReminders();
    const dueOn = dayFrom(publishedOn, policyAcceptanceWindowDays);
    const reminder = {
      title: `Overdue: accept the ${title} 1.0, due ${dueOn}`,
      body: expect.stringContaining(`by ${dueOn}`),
      link: `/policies/${policyId}`,
    };
    for (const member of members.filter((one) => one.id !== analyst.id)) {
      expect(await remindersOf(member.id)).toEqual([reminder]);
    }
    expect(await remindersOf(analyst.id)).toEqual([]);
    expect(mailTo(team.auditor.email).map((mail) => mail.subject)).toEqual([reminder.title]);
    expect(mailTo(viewer.email)).toEqual([]);
    expect(mailTo(analyst.email)).toEqual([]);
    expect(await remindersOf(outsider.id)).toEqual([]);
    expect(await remindersOf(other.id)).toEqual([]);
    expect(mailTo(outsider.email)).toEqual([]);
    expect(new Set((await claimsOf(policyId)).map((claim) => claim.user_id))).toEqual(
      new Set(members.filter((one) => one.id !== analyst.id).map((one) => one.id)),
    );

    const token = await signIn(t.app, team.admin.email, team.admin.password);
    const list = (await api(t.app, 'GET', `/api/policies/${policyId}`, { token })).json().data.acceptances;
    const overdueSince = new Date(Date.parse(policy.publishedAt) + policyAcceptanceWindowDays * dayMs).toISOString();
    expect(list).toEqual(
      expect.arrayContaining([
        { memberId: analyst.id, name: analyst.name, acceptedAt: expect.any(String), overdueSince: null },
        { memberId: viewer.id, name: viewer.name, acceptedAt: null, overdueSince },
      ]),
    );
  });

  it('give a member who joined after publication their own window', async () => {
    const { team, publishedOn } = await publishedTeam();
    const late = await addMember(t.db, team.admin.organizationId, 'Security Analyst', { complianceUpdates: true });
    const joinedOn = dayFrom(publishedOn, 10);
    await t.db
      .updateTable('users')
      .set({ created_at: `${joinedOn}T09:00:00.000Z` })
      .where('id', '=', late.id)
      .execute();

    onDay(dayFrom(publishedOn, policyAcceptanceWindowDays + 1));
    await runReminders();
    expect(await remindersOf(late.id)).toEqual([]);
    expect(await remindersOf(team.viewer.id)).toHaveLength(1);

    onDay(dayFrom(joinedOn, policyAcceptanceWindowDays + 1));
    await runReminders();
    expect((await remindersOf(late.id)).map((reminder) => reminder.title)).toEqual([
      `Overdue: accept the ${title} 1.0, due ${dayFrom(joinedOn, policyAcceptanceWindowDays)}`,
    ]);
    expect(mailTo(late.email)).toHaveLength(1);
  });
});

// Last: from here on the server's schedules run with every round.
describe('the daily schedule', () => {
  it("runs from the server's schedule, every day at 07:00 UTC", async () => {
    const { team, publishedOn } = await publishedTeam();
    onDay(dayFrom(publishedOn, policyAcceptanceWindowDays + 1));
    await scheduleBackgroundJobs(t.jobs);
    const { next_run_at: nextRun } = await t.db
      .selectFrom('job_schedules')
      .select('next_run_at')
      .where('name', '=', policyRemindersJobName)
      .executeTakeFirstOrThrow();
    const at = new Date(nextRun);
    expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([7, 0]);
    expect(at.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(dayMs);

    t.clock.advance(at.getTime() - t.clock.now().getTime());
    for (let round = 0; round < 3; round += 1) await t.jobs.runDue();

    expect((await remindersOf(team.viewer.id)).map((reminder) => reminder.title)).toEqual([
      `Overdue: accept the ${title} 1.0, due ${dayFrom(publishedOn, policyAcceptanceWindowDays)}`,
    ]);
  });
});
