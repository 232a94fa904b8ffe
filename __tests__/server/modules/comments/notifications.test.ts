import { alertEmailJobName } from '../../../../server/src/modules/alerts';
import { api } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { commentTeam, notificationsOf, onControl, postComment, posted } from './commentTeam';

const t = setupTestApp({ seed: false });

const watch = (token: string, watching: boolean, subject = onControl) =>
  api(t.app, 'PUT', '/api/comments/watch', { token, body: { ...subject, watching } });

const queuedMentionEmails = async (userId: string) =>
  (await t.db.selectFrom('jobs').select(['name', 'payload']).where('name', '=', alertEmailJobName).execute()).filter(
    (job) => String(job.payload).includes(userId),
  );

describe('mentions', () => {
  it('tells a mentioned member who may read the subject, in the bell and by email, linked to the comment', async () => {
    const { manager, analyst } = await commentTeam(t);
    const id = await posted(t, manager, {
      body: `@${analyst.name} please attach the export`,
      mentionIds: [analyst.id],
    });

    expect(await notificationsOf(t, analyst.id)).toEqual([
      expect.objectContaining({
        kind: 'mentioned',
        title: expect.stringMatching(new RegExp(`^${manager.name} mentioned you on SOC2 CC6\\.1 `)),
        body: `@${analyst.name} please attach the export`,
        link: `/compliance?framework=SOC2&control=CC6.1#comment-${id}`,
      }),
    ]);
    expect(await queuedMentionEmails(analyst.id)).toHaveLength(1);
    expect(await notificationsOf(t, manager.id)).toEqual([]);
  });

  it('tells a member who may not read the subject nothing, and an Auditor nothing of an internal comment', async () => {
    const { manager, viewer, auditor, analyst } = await commentTeam(t);
    const task = await api(t.app, 'POST', '/api/tasks', {
      token: manager.token,
      body: { title: 'Rotate the root keys', dueDate: '2030-01-01', priority: 'high' },
    });
    const taskId = task.json().data.id as string;
    const onTask = { subjectType: 'task', subjectId: taskId };
    const response = await postComment(t, manager, { ...onTask, body: 'Ready for review', mentionIds: [viewer.id] });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.mentions).toEqual([{ id: viewer.id, name: viewer.name }]);
    await posted(t, manager, { body: 'Internal', mentionIds: [auditor.id, analyst.id] });

    expect(await notificationsOf(t, viewer.id)).toEqual([]);
    expect(await queuedMentionEmails(viewer.id)).toEqual([]);
    expect(await notificationsOf(t, auditor.id)).toEqual([]);
    expect(await notificationsOf(t, analyst.id)).toHaveLength(1);

    const candidates = await api(
      t.app,
      'GET',
      `/api/comments/mention-candidates?subjectType=task&subjectId=${taskId}`,
      { token: manager.token },
    );
    const byId = new Map(
      candidates.json().data.members.map((member: { id: string; canRead: boolean }) => [member.id, member.canRead]),
    );
    expect(byId.get(viewer.id)).toBe(false);
    expect(byId.get(auditor.id)).toBe(true);
    expect(byId.get(analyst.id)).toBe(true);
  });
});

describe('mention candidates', () => {
  it('lists the organisation’s active members whose name or email starts with q, never another organisation’s', async () => {
    const { manager, analyst } = await commentTeam(t);
    const other = await commentTeam(t);
    const search = (q: string) =>
      api(
        t.app,
        'GET',
        `/api/comments/mention-candidates?subjectType=control&subjectId=CC6.1&q=${encodeURIComponent(q)}`,
        {
          token: manager.token,
        },
      );
    const found = (await search('security analyst')).json().data.members;
    expect(found).toEqual([{ id: analyst.id, name: analyst.name, canRead: true }]);
    expect((await search(analyst.id.slice(0, 8))).json().data.members).toEqual([
      expect.objectContaining({ id: analyst.id }),
    ]);
    const everyone = (await search('')).json().data.members.map((member: { id: string }) => member.id);
    expect(everyone).toHaveLength(5);
    expect(everyone).not.toContain(other.analyst.id);
  });
});

describe('watching', () => {
  it('tells the owner, past commenters and watchers of a new comment; a mentioned watcher hears the mention only', async () => {
    const { admin, manager, analyst, auditor } = await commentTeam(t);
    await api(t.app, 'PUT', '/api/controls/SOC2/CC6.1', { token: admin.token, body: { ownerId: manager.id } });
    await posted(t, analyst, { body: 'First' });
    expect((await watch(auditor.token, true)).json().data).toEqual({ watching: true });

    await posted(t, admin, { body: 'Shared update', visibility: 'shared', mentionIds: [analyst.id] });

    // The owner heard of both comments; the auditor watches from the second on, and is shown shared ones only.
    expect((await notificationsOf(t, manager.id)).map((row) => row.kind)).toEqual(['commentAdded', 'commentAdded']);
    expect((await notificationsOf(t, analyst.id)).map((row) => row.kind)).toEqual(['mentioned']);
    expect((await notificationsOf(t, auditor.id)).map((row) => row.kind)).toEqual(['commentAdded']);
    expect(await notificationsOf(t, admin.id)).toEqual([]);
  });

  it('keeps an unwatch, even for the owner and a commenter', async () => {
    const { admin, manager, analyst } = await commentTeam(t);
    await api(t.app, 'PUT', '/api/controls/SOC2/CC6.1', { token: admin.token, body: { ownerId: manager.id } });
    await posted(t, manager, { body: 'Mine' });
    expect((await watch(manager.token, false)).statusCode).toBe(200);
    await posted(t, analyst, { body: 'Another' });
    await posted(t, manager, { body: 'Commenting again' });
    t.clock.advance(1000);
    await posted(t, analyst, { body: 'And again' });

    expect(await notificationsOf(t, manager.id)).toEqual([]);
    const seen = await api(t.app, 'GET', '/api/comments?subjectType=control&subjectId=CC6.1', { token: manager.token });
    expect(seen.json().data.watching).toBe(false);
  });

  it('answers 404 when watching another organisation’s subject', async () => {
    const { manager } = await commentTeam(t);
    const response = await watch(manager.token, true, { subjectType: 'task', subjectId: crypto.randomUUID() } as never);
    expect(response.statusCode).toBe(404);
  });
});
