import { type MyWork, myWorkListLimit } from '@/contracts/myWork';
import { dayIn, ownControl, ownTask } from '../../helpers/myWork';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { commentTeam } from '../comments/commentTeam';

const t = setupTestApp({ seed: false });

const myWork = async (token: string): Promise<MyWork> => {
  const response = await api(t.app, 'GET', '/api/my-work', { token });
  expect(response.statusCode).toBe(200);
  return response.json().data as MyWork;
};

describe('GET /api/my-work', () => {
  it('answers 401 without a session', async () => {
    expectFailure(await api(t.app, 'GET', '/api/my-work'), 401);
  });

  it("lists the member's controls and open tasks, soonest first, and nothing of another organisation", async () => {
    const { manager } = await commentTeam(t);
    const other = await registerAccount(t.app);
    const now = t.clock.now();
    const organizationId = manager.organizationId;
    await ownControl(t.db, {
      organizationId,
      controlId: 'CC7.1',
      ownerId: null,
      backupOwnerId: manager.id,
      reviewDate: dayIn(now, 10),
    });
    await ownControl(t.db, { organizationId, controlId: 'CC6.1', ownerId: manager.id, reviewDate: dayIn(now, -2) });
    const task = await ownTask(t.db, {
      organizationId,
      ownerId: manager.id,
      title: 'Renew the certificate',
      dueDate: dayIn(now, -1),
    });
    await ownControl(t.db, {
      organizationId: other.organizationId,
      controlId: 'CC6.2',
      ownerId: manager.id,
      reviewDate: dayIn(now, 1),
    });
    await ownTask(t.db, {
      organizationId: other.organizationId,
      ownerId: manager.id,
      title: 'Theirs',
      dueDate: dayIn(now, 1),
    });

    const work = await myWork(manager.token);

    expect(work.controls).toEqual([
      expect.objectContaining({
        id: 'CC6.1',
        framework: 'SOC2',
        role: 'owner',
        overdue: true,
        link: '/compliance?framework=SOC2&control=CC6.1',
      }),
      expect.objectContaining({ id: 'CC7.1', role: 'backup', overdue: false, reviewDate: dayIn(now, 10) }),
    ]);
    expect(work.tasks).toEqual([
      expect.objectContaining({ id: task, title: 'Renew the certificate', overdue: true, link: `/tasks?task=${task}` }),
    ]);
    expect(work.counts).toMatchObject({ controls: 2, tasks: 1 });
  });

  it(`lists at most ${myWorkListLimit} items a section and counts them all`, async () => {
    const { analyst } = await commentTeam(t);
    const now = t.clock.now();
    for (let day = 0; day < myWorkListLimit + 5; day += 1) {
      await ownTask(t.db, {
        organizationId: analyst.organizationId,
        ownerId: analyst.id,
        title: `Task ${day}`,
        dueDate: dayIn(now, day),
      });
    }

    const work = await myWork(analyst.token);

    expect(work.tasks).toHaveLength(myWorkListLimit);
    expect(work.tasks[0].title).toBe('Task 0');
    expect(work.counts.tasks).toBe(myWorkListLimit + 5);
  });

  it('leaves out each section the role may not read', async () => {
    const { admin, viewer, auditor } = await commentTeam(t);
    const now = t.clock.now();
    for (const member of [viewer, auditor]) {
      await ownControl(t.db, {
        organizationId: member.organizationId,
        controlId: member === viewer ? 'CC1.1' : 'CC1.2',
        ownerId: member.id,
        reviewDate: dayIn(now, 3),
      });
      await ownTask(t.db, {
        organizationId: member.organizationId,
        ownerId: member.id,
        title: 'Mine',
        dueDate: dayIn(now, 3),
      });
    }
    await api(t.app, 'PUT', '/api/controls/SOC2/CC6.1', {
      token: admin.token,
      body: { statement: 'Access goes through Okta.' },
    });
    expect(
      (await api(t.app, 'POST', '/api/reviews/controlStatement/CC6.1/submission', { token: admin.token })).statusCode,
    ).toBe(200);

    const viewed = await myWork(viewer.token);
    expect(viewed.controls).toHaveLength(1);
    expect([viewed.tasks, viewed.reviews, viewed.evidenceExpiring]).toEqual([[], [], []]);
    expect(viewed.counts).toMatchObject({ controls: 1, tasks: 0, reviews: 0, evidenceExpiring: 0 });

    const audited = await myWork(auditor.token);
    expect(audited.controls).toHaveLength(1);
    expect(audited.tasks).toHaveLength(1);
    expect(audited.reviews).toEqual([]);
    expect(audited.counts.reviews).toBe(0);
  });

  it("shows a statement waiting for a Compliance Manager's review as a review of kind 'statement'", async () => {
    const { admin, manager } = await commentTeam(t);
    await api(t.app, 'PUT', '/api/controls/SOC2/CC6.1', {
      token: admin.token,
      body: { statement: 'Access goes through Okta.' },
    });
    expect(
      (await api(t.app, 'POST', '/api/reviews/controlStatement/CC6.1/submission', { token: admin.token })).statusCode,
    ).toBe(200);

    const work = await myWork(manager.token);

    expect(work.reviews).toEqual([expect.objectContaining({ kind: 'statement', submittedBy: admin.name })]);
    expect(work.counts.reviews).toBe(1);
  });
});
