import { assess } from '../../helpers/assessments';
import { quietJobLog } from '../../helpers/jobs';
import { createEmbeddedJobRunner } from '../../../../server/src/jobs/embeddedRunner';
import { notifyOverdueTasks, overdueTasksJob, overdueTasksJobName } from '../../../../server/src/modules/tasks/notices';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { perfectPosture } from '../../helpers/compliance';
import { addSignedInMember } from '../../helpers/members';
import { api, registerAccount, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

const kindsOf = async (userId: string) =>
  (
    await t.db
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'link'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('kind')
      .execute()
  ).map((row) => row.kind);

describe('an assessment that completes', () => {
  it('tells who started it, and Admins and Compliance Managers which controls turned critical', async () => {
    const admin = await registerAccount(t.app);
    const manager = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
    const assessAs = (startedBy: string) =>
      assess(t.db, { organizationId: admin.organizationId, framework: 'SOC2', startedBy, clock: t.clock.now });

    await recordSignals(t.db, admin.organizationId, perfectPosture(t.clock.now()));
    await assessAs(analyst.id);
    expect(await kindsOf(analyst.id)).toEqual(['assessmentFinished']);
    expect(await kindsOf(admin.id)).toEqual([]);

    t.clock.advance(60_000);
    await recordSignals(t.db, admin.organizationId, [
      { key: 'vulnerabilities.criticalOpen', value: 9, source: 'test', observedAt: t.clock.now().toISOString() },
    ]);
    await assessAs(analyst.id);
    const [critical] = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', admin.id)
      .where('kind', '=', 'controlCritical')
      .execute();
    expect(critical).toMatchObject({ link: '/compliance?framework=SOC2', organization_id: admin.organizationId });
    expect(critical.title).toMatch(/SOC2 .*turned critical/);
    expect(critical.body).toContain('CC7.1');
    expect(await kindsOf(manager.id)).toEqual(['controlCritical']);
    // The second run's news replaces the first's while it is unread.
    expect(await kindsOf(analyst.id)).toEqual(['assessmentFinished']);

    t.clock.advance(60_000);
    await assessAs(admin.id);
    // Still critical is not news: only the finished run.
    expect(await kindsOf(manager.id)).toEqual(['controlCritical']);
    expect(await kindsOf(admin.id)).toEqual(['controlCritical', 'assessmentFinished']);
  });
});

describe('the same framework assessed again', () => {
  it('keeps one unread "finished" notification with the latest score, and a new one once that was read', async () => {
    const admin = await registerAccount(t.app);
    const finished = () =>
      t.db
        .selectFrom('notifications')
        .select(['body', 'read_at', 'created_at'])
        .where('user_id', '=', admin.id)
        .where('kind', '=', 'assessmentFinished')
        .orderBy('created_at')
        .execute();
    const assessAs = () =>
      assess(t.db, {
        organizationId: admin.organizationId,
        framework: 'SOC2',
        startedBy: admin.id,
        clock: t.clock.now,
      });

    await assessAs();
    const [first] = await finished();
    await recordSignals(t.db, admin.organizationId, perfectPosture(t.clock.now()));
    t.clock.advance(60_000);
    await assessAs();
    const [latest, ...others] = await finished();
    expect(others).toEqual([]);
    expect(latest.body).not.toBe(first.body);
    expect(latest.created_at).toBe(t.clock.now().toISOString());

    await t.db.updateTable('notifications').set({ read_at: t.clock.now().toISOString() }).execute();
    t.clock.advance(60_000);
    await assessAs();
    expect((await finished()).map((row) => row.read_at === null)).toEqual([false, true]);
  });
});

describe('many controls turning critical at once', () => {
  it('name the first three and count the rest', async () => {
    const admin = await registerAccount(t.app);
    await assess(t.db, {
      organizationId: admin.organizationId,
      framework: 'SOC2',
      startedBy: null,
      clock: t.clock.now,
    });
    const [critical] = await t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', admin.id)
      .where('kind', '=', 'controlCritical')
      .execute();
    const count = Number(/^(\d+) SOC2 controls turned critical$/.exec(critical.title)?.[1]);
    expect(count).toBeGreaterThan(3);
    expect(critical.body.split('; ')).toHaveLength(4);
    expect(critical.body).toMatch(new RegExp(`; and ${count - 3} more$`));
    // Started by no one (a schedule): nobody hears it finished.
    expect(await kindsOf(admin.id)).toEqual(['controlCritical']);
  });
});

describe('a sign-in', () => {
  const login = (email: string, password: string, userAgent: string, remoteAddress: string) =>
    api(t.app, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });

  it('from a browser and address never seen in the member’s sessions tells them; a known one does not', async () => {
    const account = await registerAccount(t.app);
    const firstSessions = await t.db
      .selectFrom('sessions')
      .select(['ip', 'user_agent'])
      .where('user_id', '=', account.id)
      .execute();
    const [known] = firstSessions;
    expect((await login(account.email, account.password, known.user_agent ?? '', known.ip ?? '')).statusCode).toBe(200);
    expect(await kindsOf(account.id)).toEqual([]);

    expect((await login(account.email, account.password, 'NewBrowser/1.0', '198.51.100.23')).statusCode).toBe(200);
    const notices = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', account.id).execute();
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'newSignIn', link: '/settings?tab=security', read_at: null }),
    ]);
    expect(notices[0].body).toContain('NewBrowser/1.0 from 198.51.100.23');

    await login(account.email, account.password, 'NewBrowser/1.0', '198.51.100.23');
    expect(await kindsOf(account.id)).toEqual(['newSignIn']);
    await signIn(t.app, account.email, account.password);
  });
});

describe('overdue tasks', () => {
  it('tell their owner once; a new due date asks again', async () => {
    const admin = await registerAccount(t.app);
    const owner = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    const create = async (title: string, dueDate: string, ownerId: string | null) =>
      (
        await api(t.app, 'POST', '/api/tasks', {
          token: admin.token,
          body: { title, dueDate, priority: 'high', ownerId },
        })
      ).json().data.id as string;
    const late = await create('Late', '2020-01-01', owner.id);
    await create('Unowned and late', '2020-01-01', null);
    await create('On time', '2999-01-01', owner.id);
    const done = await create('Late but done', '2020-01-01', owner.id);
    await api(t.app, 'POST', `/api/tasks/${done}/complete`, { token: admin.token });
    const overdueOf = async () =>
      t.db
        .selectFrom('notifications')
        .select('body')
        .where('user_id', '=', owner.id)
        .where('kind', '=', 'taskOverdue')
        .execute();

    // Through the job runner, as the hourly schedule runs it; then once more by hand: still one notice.
    const runner = createEmbeddedJobRunner({ db: t.db, log: quietJobLog, clock: t.clock.now });
    runner.define(overdueTasksJob({ db: t.db, clock: t.clock.now }));
    await runner.enqueue(overdueTasksJobName, {});
    await runner.runDue();
    await notifyOverdueTasks({ db: t.db, clock: t.clock.now });
    expect(await overdueOf()).toEqual([{ body: '"Late" was due 2020-01-01.' }]);

    await api(t.app, 'PUT', `/api/tasks/${late}`, { token: admin.token, body: { dueDate: '2020-02-01' } });
    await notifyOverdueTasks({ db: t.db, clock: t.clock.now });
    expect(await overdueOf()).toHaveLength(2);
  });
});

describe('a member whose role may not read what a notification tells of', () => {
  it('is not told of a task assigned to them, nor of it running late, while a role that reads tasks is', async () => {
    const admin = await registerAccount(t.app);
    const viewer = await addSignedInMember(t.app, t.db, admin.organizationId, 'Viewer');
    const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
    for (const ownerId of [viewer.id, analyst.id]) {
      const created = await api(t.app, 'POST', '/api/tasks', {
        token: admin.token,
        body: { title: 'Rotate the deploy keys', dueDate: '2020-01-01', priority: 'high', ownerId },
      });
      expect(created.statusCode).toBe(201);
    }
    await notifyOverdueTasks({ db: t.db, clock: t.clock.now });

    const bell = async (token: string) => (await api(t.app, 'GET', '/api/notifications', { token })).json().data;
    expect(await bell(viewer.token)).toMatchObject({ notifications: [], unread: 0 });
    expect(await kindsOf(viewer.id)).toEqual([]);
    expect(await kindsOf(analyst.id)).toEqual(['taskAssigned', 'taskOverdue']);
    expect((await bell(analyst.token)).unread).toBe(2);
  });
});
