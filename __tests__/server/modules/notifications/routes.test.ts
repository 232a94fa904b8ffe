import { notify } from '../../../../server/src/modules/notifications/notify';
import { notificationNotFound } from '../../../../server/src/modules/notifications/service';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

type Member = { id: string; organizationId: string; token: string };

const send = (member: Member, title: string, createdAt: string) =>
  notify(
    t.db,
    [
      {
        organizationId: member.organizationId,
        userId: member.id,
        kind: 'assessmentFinished',
        title,
        body: 'b',
        // A link of its own: unread news of the same kind and link would replace each other.
        link: `/compliance?run=${encodeURIComponent(title)}`,
      },
    ],
    createdAt,
  );

const unread = async (member: Member) =>
  (await api(t.app, 'GET', '/api/notifications/unread-count', { token: member.token })).json().data.unread as number;

const readAtOf = async (id: string) =>
  (await t.db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirstOrThrow()).read_at;

/** A signed-in member (their first sign-in: no new-device notice) with three notifications. */
const memberWithThree = async () => {
  const member = await registerAccount(t.app);
  await send(member, 'First', '2026-06-01T08:00:00.000Z');
  await send(member, 'Second', '2026-06-02T08:00:00.000Z');
  await send(member, 'Third', '2026-06-03T08:00:00.000Z');
  return member;
};

describe('GET /api/notifications', () => {
  it('lists only the caller’s notifications, newest first, paged, with the unread count', async () => {
    const member = await memberWithThree();
    const teammate = await addSignedInMember(t.app, t.db, member.organizationId, 'Viewer');
    await send(teammate, 'Not yours', '2026-06-04T08:00:00.000Z');

    const response = await api(t.app, 'GET', '/api/notifications?limit=2', { token: member.token });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.notifications.map((row: { title: string }) => row.title)).toEqual(['Third', 'Second']);
    expect(page.notifications[0]).toMatchObject({
      kind: 'assessmentFinished',
      link: '/compliance?run=Third',
      readAt: null,
    });
    expect(page).toMatchObject({ unread: 3, pagination: { page: 1, limit: 2, total: 3, pages: 2 } });
    const second = (await api(t.app, 'GET', '/api/notifications?limit=2&page=2', { token: member.token })).json();
    expect(second.data.notifications.map((row: { title: string }) => row.title)).toEqual(['First']);
    expect(await unread(teammate)).toBe(1);
  });

  it('answers 400 naming the field', async () => {
    const member = await registerAccount(t.app);
    expectFailure(await api(t.app, 'GET', '/api/notifications?page=0', { token: member.token }), 400, /^page/);
    expectFailure(await api(t.app, 'GET', '/api/notifications?limit=x', { token: member.token }), 400, /^limit/);
  });
});

describe('POST /api/notifications/:id/read and /read-all', () => {
  it('marks one read, then all, counting down', async () => {
    const member = await memberWithThree();
    const list = (await api(t.app, 'GET', '/api/notifications', { token: member.token })).json().data;
    const [newest] = list.notifications;

    const read = await api(t.app, 'POST', `/api/notifications/${newest.id}/read`, { token: member.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: newest.id, readAt: expect.any(String) });
    expect(await readAtOf(newest.id)).not.toBeNull();
    expect(await unread(member)).toBe(2);

    const all = await api(t.app, 'POST', '/api/notifications/read-all', { token: member.token });
    expect(all.json()).toEqual({ success: true, data: { unread: 0 } });
    const rows = await t.db.selectFrom('notifications').select('read_at').where('user_id', '=', member.id).execute();
    expect(rows.every((row) => row.read_at !== null)).toBe(true);
  });

  it('answers 404 for another member’s or another organisation’s notification and leaves it unread', async () => {
    const member = await memberWithThree();
    const teammate = await addSignedInMember(t.app, t.db, member.organizationId, 'Admin');
    const stranger = await registerAccount(t.app);
    const [theirs] = (await api(t.app, 'GET', '/api/notifications', { token: member.token })).json().data.notifications;

    for (const other of [teammate, stranger]) {
      const response = await api(t.app, 'POST', `/api/notifications/${theirs.id}/read`, { token: other.token });
      expectFailure(response, 404, notificationNotFound);
      await api(t.app, 'POST', '/api/notifications/read-all', { token: other.token });
    }
    expect(await readAtOf(theirs.id)).toBeNull();
    expect(await unread(member)).toBe(3);
  });

  it('answers 400 naming the id when it is not one', async () => {
    const member = await registerAccount(t.app);
    expectFailure(await api(t.app, 'POST', '/api/notifications/42/read', { token: member.token }), 400, /^id/);
  });
});
