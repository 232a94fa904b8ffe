import { taskAuditActions } from '../../../../server/src/modules/tasks/auditActions';
import { ownerNotFound, taskNotFound, unknownControl } from '../../../../server/src/modules/tasks/service';
import { missingPermissionMessage } from '@/contracts/permissions';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

type Account = Awaited<ReturnType<typeof registerAccount>>;

const newTask = (overrides: Record<string, unknown> = {}) => ({
  title: 'Patch the open critical vulnerabilities',
  description: 'Two hosts still run the vulnerable kernel.',
  dueDate: '2030-01-15',
  priority: 'high',
  controlId: 'CC7.1',
  ...overrides,
});

const create = (account: Account, body: unknown) => api(t.app, 'POST', '/api/tasks', { token: account.token, body });

const createdId = async (account: Account, body: unknown = newTask()) => {
  const response = await create(account, body);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
};

const taskRow = (id: string) => t.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const notificationsOf = (userId: string) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

describe('POST /api/tasks', () => {
  it('creates an open task owned by a teammate, audits it and notifies the owner', async () => {
    const admin = await registerAccount(t.app);
    const teammate = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    const response = await create(admin, newTask({ ownerId: teammate.id }));

    expect(response.statusCode).toBe(201);
    const task = response.json().data;
    expect(task).toMatchObject({
      title: 'Patch the open critical vulnerabilities',
      dueDate: '2030-01-15',
      priority: 'high',
      status: 'open',
      controlId: 'CC7.1',
      framework: 'SOC2',
      closingNote: null,
      owner: { id: teammate.id, name: teammate.name },
      createdBy: { id: admin.id, name: admin.name },
      overdue: false,
      completedAt: null,
    });
    expect(await taskRow(task.id)).toMatchObject({
      organization_id: admin.organizationId,
      owner_id: teammate.id,
      created_by: admin.id,
      description: 'Two hosts still run the vulnerable kernel.',
    });
    const [audit] = (await auditRowsFor(t.db, taskAuditActions.created)).filter(
      (row) => row.resource === `task:${task.id}`,
    );
    expect(audit).toMatchObject({ organization_id: admin.organizationId, user_id: admin.id, category: 'compliance' });
    expect(audit.details).toContain(`owner ${teammate.name}`);
    expect(await notificationsOf(teammate.id)).toEqual([
      expect.objectContaining({ kind: 'taskAssigned', link: '/tasks', read_at: null }),
    ]);
  });

  it('does not notify members who assign a task to themselves', async () => {
    const admin = await registerAccount(t.app);
    await createdId(admin, newTask({ ownerId: admin.id }));
    expect(await notificationsOf(admin.id)).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'title is required'],
    [{ dueDate: '2030-02-30' }, 'dueDate must be a date (YYYY-MM-DD)'],
    [{ priority: 'urgent' }, 'priority must be one of: high, medium, low'],
    [{ ownerId: 'someone' }, /^ownerId/],
    [{ controlId: 'CC99.9' }, unknownControl],
  ])('answers 400 naming the field for %j', async (overrides, message) => {
    const admin = await registerAccount(t.app);
    expectFailure(await create(admin, newTask(overrides)), 400, message);
  });

  it('answers 404 for an owner from another organisation and stores nothing', async () => {
    const admin = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    expectFailure(await create(admin, newTask({ ownerId: stranger.id })), 404, ownerNotFound);
    const rows = await t.db
      .selectFrom('tasks')
      .select('id')
      .where('organization_id', '=', admin.organizationId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 403 to a Viewer', async () => {
    const admin = await registerAccount(t.app);
    const viewer = await addSignedInMember(t.app, t.db, admin.organizationId, 'Viewer');
    const response = await api(t.app, 'POST', '/api/tasks', { token: viewer.token, body: newTask() });
    expectFailure(response, 403, missingPermissionMessage('tasks:manage'));
  });
});

describe('PUT /api/tasks/:id', () => {
  it('reassigns and reschedules, audits before -> after and notifies the new owner', async () => {
    const admin = await registerAccount(t.app);
    const teammate = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
    const id = await createdId(admin);
    const response = await api(t.app, 'PUT', `/api/tasks/${id}`, {
      token: admin.token,
      body: { ownerId: teammate.id, dueDate: '2030-02-01', priority: 'low' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ owner: { id: teammate.id }, dueDate: '2030-02-01', priority: 'low' });
    expect(await taskRow(id)).toMatchObject({ owner_id: teammate.id, due_date: '2030-02-01', priority: 'low' });
    const [audit] = (await auditRowsFor(t.db, taskAuditActions.updated)).filter((row) => row.resource === `task:${id}`);
    expect(audit.details).toBe(
      `Task "Patch the open critical vulnerabilities": due 2030-01-15 -> 2030-02-01; priority high -> low; ` +
        `owner Unassigned -> ${teammate.name}`,
    );
    expect((await notificationsOf(teammate.id)).map((row) => row.kind)).toEqual(['taskAssigned']);
  });

  it('answers 400 naming the field and 404 for another organisation’s task or member', async () => {
    const admin = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const id = await createdId(admin);
    const theirs = await createdId(stranger);
    const put = (taskId: string, body: unknown) =>
      api(t.app, 'PUT', `/api/tasks/${taskId}`, { token: admin.token, body });

    expectFailure(await put(id, { dueDate: 'tomorrow' }), 400, 'dueDate must be a date (YYYY-MM-DD)');
    expectFailure(await put(id, {}), 400, 'Request body names no field to change');
    expectFailure(await put('not-a-uuid', { priority: 'low' }), 400, /^id/);
    expectFailure(await put(theirs, { priority: 'low' }), 404, taskNotFound);
    expectFailure(await put(id, { ownerId: stranger.id }), 404, ownerNotFound);
    expect(await taskRow(theirs)).toMatchObject({ priority: 'high' });
  });
});

describe('POST /api/tasks/:id/complete and /reopen', () => {
  it('completes and reopens, auditing each', async () => {
    const admin = await registerAccount(t.app);
    const id = await createdId(admin);
    const completed = await api(t.app, 'POST', `/api/tasks/${id}/complete`, { token: admin.token });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ status: 'done', completedAt: expect.any(String) });
    expect(await taskRow(id)).toMatchObject({ status: 'done' });

    const reopened = await api(t.app, 'POST', `/api/tasks/${id}/reopen`, { token: admin.token });
    expect(reopened.json().data).toMatchObject({ status: 'open', completedAt: null });
    expect(await taskRow(id)).toMatchObject({ status: 'open', completed_at: null });
    const audited = async (action: string) =>
      (await auditRowsFor(t.db, action)).filter((row) => row.resource === `task:${id}`).map((row) => row.details);
    expect(await audited(taskAuditActions.completed)).toEqual([
      'Task "Patch the open critical vulnerabilities": status open -> done',
    ]);
    expect(await audited(taskAuditActions.reopened)).toEqual([
      'Task "Patch the open critical vulnerabilities": status done -> open',
    ]);
  });

  it('answers 404 for another organisation’s task and 403 to an Auditor', async () => {
    const admin = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const theirs = await createdId(stranger);
    expectFailure(await api(t.app, 'POST', `/api/tasks/${theirs}/complete`, { token: admin.token }), 404, taskNotFound);
    expect(await taskRow(theirs)).toMatchObject({ status: 'open' });
    const auditor = await addSignedInMember(t.app, t.db, admin.organizationId, 'Auditor');
    const id = await createdId(admin);
    expectFailure(
      await api(t.app, 'POST', `/api/tasks/${id}/reopen`, { token: auditor.token }),
      403,
      missingPermissionMessage('tasks:manage'),
    );
  });
});

describe('GET /api/tasks', () => {
  const list = (account: { token: string }, query = '') =>
    api(t.app, 'GET', `/api/tasks${query}`, { token: account.token });
  const titles = async (account: { token: string }, query: string) =>
    ((await list(account, query)).json().data.tasks as { title: string }[]).map((task) => task.title);

  it('filters by status, owner (mine), priority, control and overdue, and pages', async () => {
    const admin = await registerAccount(t.app);
    const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
    await createdId(admin, newTask({ title: 'Overdue', dueDate: '2020-01-01', ownerId: admin.id }));
    await createdId(admin, newTask({ title: 'Analyst', priority: 'low', ownerId: analyst.id, controlId: 'A.5.15' }));
    const doneId = await createdId(admin, newTask({ title: 'Done', dueDate: '2030-03-01' }));
    await api(t.app, 'POST', `/api/tasks/${doneId}/complete`, { token: admin.token });
    await registerAccount(t.app).then((other) => createdId(other, newTask({ title: 'Elsewhere' })));

    expect(await titles(admin, '')).toEqual(['Overdue', 'Analyst', 'Done']);
    expect(await titles(admin, '?status=open')).toEqual(['Overdue', 'Analyst']);
    expect(await titles(admin, '?status=done')).toEqual(['Done']);
    expect(await titles(analyst, '?owner=mine')).toEqual(['Analyst']);
    expect(await titles(admin, `?owner=${analyst.id}`)).toEqual(['Analyst']);
    expect(await titles(admin, '?owner=unassigned')).toEqual(['Done']);
    expect(await titles(admin, '?priority=low')).toEqual(['Analyst']);
    expect(await titles(admin, '?control=A.5.15')).toEqual(['Analyst']);
    expect(await titles(admin, '?overdue=true')).toEqual(['Overdue']);
    const page = (await list(admin, '?limit=2&page=2')).json().data;
    expect(page.tasks.map((task: { title: string }) => task.title)).toEqual(['Done']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect((await list(admin, '?status=open')).json().data.tasks[0]).toMatchObject({ overdue: true });
  });

  it('answers 400 naming the field', async () => {
    const admin = await registerAccount(t.app);
    expectFailure(await list(admin, '?status=closed'), 400, 'status must be one of: open, done');
    expectFailure(await list(admin, '?limit=0'), 400, /^limit/);
    expectFailure(await list(admin, '?owner=bob'), 400, /^owner/);
  });

  it('lets a Viewer read nothing (403) and an Auditor read', async () => {
    const admin = await registerAccount(t.app);
    const viewer = await addSignedInMember(t.app, t.db, admin.organizationId, 'Viewer');
    const auditor = await addSignedInMember(t.app, t.db, admin.organizationId, 'Auditor');
    expectFailure(await list(viewer), 403, missingPermissionMessage('tasks:read'));
    expect((await list(auditor)).statusCode).toBe(200);
  });
});

describe('GET /api/tasks/assignees', () => {
  it('lists the organisation’s members by name, id and name only', async () => {
    const admin = await registerAccount(t.app, { name: 'Zoe Admin' });
    const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
    await registerAccount(t.app);
    const response = await api(t.app, 'GET', '/api/tasks/assignees', { token: analyst.token });
    expect(response.json()).toEqual({
      success: true,
      data: [
        { id: analyst.id, name: analyst.name, invited: false },
        { id: admin.id, name: 'Zoe Admin', invited: false },
      ],
    });
  });
});
