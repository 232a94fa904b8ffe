import { scheduleBackgroundJobs } from '../../../../server/src/backgroundJobs';
import { workDigestsJobName } from '../../../../server/src/modules/myWork';
import { addMember, setupAlertsApp } from '../../helpers/alertsApp';
import { mimePart } from '../../helpers/eml';
import { dayIn, ownControl, ownTask } from '../../helpers/myWork';
import { api, registerAccount } from '../../helpers/requests';

const t = setupAlertsApp();
const weekMs = 7 * 24 * 60 * 60 * 1000;

/** One round of the weekly job and the emails it queues, as the server's runner runs them. */
const runDigests = async () => {
  await t.jobs.enqueue(workDigestsJobName, {});
  for (let round = 0; round < 3; round += 1) await t.jobs.runDue();
};

const digestsOf = (userId: string) =>
  t.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'workDigest')
    .orderBy('created_at')
    .execute();

const mailTo = (email: string) => t.smtp.received.filter((mail) => mail.to.includes(email));

beforeEach(() => {
  t.smtp.received.length = 0;
  t.slack.posts.length = 0;
  t.slack.answerWith(200, 'ok');
});

describe('the weekly work digest', () => {
  it("tells a member of their controls and tasks due within 7 days or overdue, in the bell and by email, not on the organisation's Slack", async () => {
    const admin = await registerAccount(t.app);
    await api(t.app, 'PUT', '/api/settings/slack', { token: admin.token, body: { webhookUrl: t.slack.webhookUrl } });
    const manager = await addMember(t.db, admin.organizationId, 'Compliance Manager');
    const organizationId = admin.organizationId;
    const now = t.clock.now();
    await ownControl(t.db, { organizationId, controlId: 'CC6.2', ownerId: manager.id, reviewDate: dayIn(now, -3) });
    await ownControl(t.db, {
      organizationId,
      controlId: 'CC7.1',
      ownerId: admin.id,
      backupOwnerId: manager.id,
      reviewDate: dayIn(now, 5),
    });
    await ownControl(t.db, { organizationId, controlId: 'CC8.1', ownerId: manager.id, reviewDate: dayIn(now, 30) });
    const overdueTask = await ownTask(t.db, {
      organizationId,
      ownerId: manager.id,
      title: 'Renew the pen test',
      dueDate: dayIn(now, -2),
    });
    await ownTask(t.db, { organizationId, ownerId: manager.id, title: 'Rotate the keys', dueDate: dayIn(now, 3) });
    await ownTask(t.db, { organizationId, ownerId: manager.id, title: 'Plan the audit', dueDate: dayIn(now, 20) });

    await runDigests();

    const title = 'Your work this week: 2 control reviews (1 overdue) and 2 tasks (1 overdue) due';
    expect(await digestsOf(manager.id)).toEqual([
      {
        title,
        body: 'Due within the next 7 days or overdue: 2 control reviews (1 overdue) and 2 tasks (1 overdue).',
        link: '/my-work',
      },
    ]);
    const [mail] = mailTo(manager.email);
    expect(mailTo(manager.email)).toHaveLength(1);
    expect(mail.subject).toBe(title);
    const text = mimePart(mail.raw, 'text/plain');
    expect(text).toContain(
      `- Overdue: review of SOC2 CC6.2 User registration and authorization, due ${dayIn(now, -3)}: http://securo.test/compliance?framework=SOC2&control=CC6.2`,
    );
    expect(text).toContain(
      `- Overdue: task "Renew the pen test", due ${dayIn(now, -2)}: http://securo.test/tasks?task=${overdueTask}`,
    );
    expect(text).toContain(`- Task "Rotate the keys", due ${dayIn(now, 3)}: http://securo.test/tasks?task=`);
    expect(text).toMatch(/- Review of SOC2 CC7\.1 .*\(you are the backup owner\): http:\/\/securo\.test\/compliance/);
    expect(text).toContain('Open My work: http://securo.test/my-work');
    expect(text).not.toMatch(/CC8\.1|Plan the audit/);
    // The admin owns CC7.1 too: their own digest, with that one control.
    expect((await digestsOf(admin.id)).map((digest) => digest.title)).toEqual([
      'Your work this week: 1 control review due',
    ]);
    expect(t.slack.posts).toEqual([]);
  });

  it('names the first five items, overdue first, and counts the rest', async () => {
    const admin = await registerAccount(t.app);
    const busy = await addMember(t.db, admin.organizationId, 'Security Analyst');
    const now = t.clock.now();
    for (let day = -2; day < 5; day += 1) {
      await ownTask(t.db, {
        organizationId: admin.organizationId,
        ownerId: busy.id,
        title: `Task ${day + 3}`,
        dueDate: dayIn(now, day),
      });
    }

    await runDigests();

    const text = mimePart(mailTo(busy.email)[0].raw, 'text/plain');
    const listed = text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed.map((line) => line.replace(/, due .*$/, ''))).toEqual([
      '- Overdue: task "Task 1"',
      '- Overdue: task "Task 2"',
      '- Task "Task 3"',
      '- Task "Task 4"',
      '- Task "Task 5"',
      '- and 2 more in My work',
    ]);
    expect(mailTo(busy.email)[0].subject).toBe('Your work this week: 7 tasks (2 overdue) due');
  });

  it('sends nothing to a member with nothing due within 7 days', async () => {
    const admin = await registerAccount(t.app);
    const analyst = await addMember(t.db, admin.organizationId, 'Security Analyst');
    const now = t.clock.now();
    await ownControl(t.db, {
      organizationId: admin.organizationId,
      controlId: 'CC6.1',
      ownerId: analyst.id,
      reviewDate: dayIn(now, 8),
    });
    await ownTask(t.db, {
      organizationId: admin.organizationId,
      ownerId: analyst.id,
      title: 'Later',
      dueDate: dayIn(now, 9),
    });

    await runDigests();

    expect(await digestsOf(analyst.id)).toEqual([]);
    expect(mailTo(analyst.email)).toEqual([]);
  });

  it('tells a member whose email alerts are off in the bell only', async () => {
    const admin = await registerAccount(t.app);
    const quiet = await addMember(t.db, admin.organizationId, 'Security Analyst', { emailAlerts: false });
    const now = t.clock.now();
    await ownTask(t.db, {
      organizationId: admin.organizationId,
      ownerId: quiet.id,
      title: 'Patch',
      dueDate: dayIn(now, 1),
    });

    await runDigests();

    expect((await digestsOf(quiet.id)).map((digest) => digest.title)).toEqual(['Your work this week: 1 task due']);
    expect(mailTo(quiet.email)).toEqual([]);
  });

  it("never puts another organisation's items in a member's digest", async () => {
    const mine = await registerAccount(t.app);
    const theirs = await registerAccount(t.app);
    const member = await addMember(t.db, mine.organizationId, 'Compliance Manager');
    const now = t.clock.now();
    await ownControl(t.db, {
      organizationId: theirs.organizationId,
      controlId: 'CC6.3',
      ownerId: member.id,
      reviewDate: dayIn(now, -1),
    });
    await ownTask(t.db, {
      organizationId: theirs.organizationId,
      ownerId: member.id,
      title: 'Their task',
      dueDate: dayIn(now, -1),
    });

    await runDigests();

    expect(await digestsOf(member.id)).toEqual([]);
    expect(mailTo(member.email)).toEqual([]);
  });

  it('sends one digest a member and week, however often the job runs, and again the next week', async () => {
    const admin = await registerAccount(t.app);
    const owner = await addMember(t.db, admin.organizationId, 'Security Analyst');
    await ownTask(t.db, {
      organizationId: admin.organizationId,
      ownerId: owner.id,
      title: 'Close the finding',
      dueDate: dayIn(t.clock.now(), -1),
    });

    await runDigests();
    await runDigests();
    expect(await digestsOf(owner.id)).toHaveLength(1);
    expect(mailTo(owner.email)).toHaveLength(1);

    t.clock.advance(weekMs);
    await runDigests();
    expect(await digestsOf(owner.id)).toHaveLength(2);
    expect(mailTo(owner.email)).toHaveLength(2);
    expect(await t.db.selectFrom('work_digests').select('week').where('user_id', '=', owner.id).execute()).toHaveLength(
      2,
    );
  });

  it("runs from the server's schedule, on Mondays at 08:00 UTC", async () => {
    const admin = await registerAccount(t.app);
    const owner = await addMember(t.db, admin.organizationId, 'Security Analyst');
    await scheduleBackgroundJobs(t.jobs);
    const { next_run_at: nextRun } = await t.db
      .selectFrom('job_schedules')
      .select('next_run_at')
      .where('name', '=', workDigestsJobName)
      .executeTakeFirstOrThrow();
    const at = new Date(nextRun);
    expect([at.getUTCDay(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([1, 8, 0]);
    await ownTask(t.db, {
      organizationId: admin.organizationId,
      ownerId: owner.id,
      title: 'Due',
      dueDate: dayIn(at, 2),
    });

    t.clock.advance(at.getTime() - t.clock.now().getTime());
    for (let round = 0; round < 3; round += 1) await t.jobs.runDue();

    expect((await digestsOf(owner.id)).map((digest) => digest.title)).toEqual(['Your work this week: 1 task due']);
    expect(mailTo(owner.email)).toHaveLength(1);
  });
});
