import type { FastifyInstance } from 'fastify';
import type { FrameworkId } from '@/contracts/enums';
import { insertTasks, updateTaskRow } from '../../../../server/src/modules/tasks/repository';
import { auditEntry, appendEntries } from '../../helpers/auditTrail';
import { waitForAssessments } from '../../helpers/dashboard';
import { api, registerAccount } from '../../helpers/requests';
import { setupSecondInstance } from '../../helpers/secondInstance';
import { setupTestApp } from '../../helpers/testApp';

// The overview and heat map are cached per organisation; each write below goes through the first instance (or
// straight to the database) and both instances' next read must show it.
const t = setupTestApp();
const second = setupSecondInstance(t);
const instances = (): [string, FastifyInstance][] => [
  ['the instance written through', t.app],
  ['the other instance', second.app],
];

type Overview = {
  lastAssessedAt: string | null;
  complianceScore: number;
  recentActivity: { id: string; message: string }[];
  upcomingTasks: { id: string; task: string }[];
};

/** Each instance's overview (read twice first, so it is cached). */
const overviews = async (token: string): Promise<[string, Overview][]> =>
  Promise.all(
    instances().map(async ([name, app]) => {
      await api(app, 'GET', '/api/dashboard/overview', { token });
      const response = await api(app, 'GET', '/api/dashboard/overview', { token });
      expect(response.statusCode).toBe(200);
      return [name, response.json().data as Overview];
    }),
  );

const heatmaps = async (token: string, framework: FrameworkId) =>
  Promise.all(
    instances().map(async ([name, app]) => {
      const response = await api(app, 'GET', `/api/dashboard/compliance-heatmap?framework=${framework}`, { token });
      expect(response.statusCode).toBe(200);
      return [name, response.json().data.assessedAt as string | null] as const;
    }),
  );

const runAssessment = async (token: string, organizationId: string, framework: FrameworkId, count: number) => {
  const started = await api(t.app, 'POST', '/api/dashboard/run-assessment', { token, body: { framework } });
  expect(started.statusCode).toBe(202);
  const rows = await waitForAssessments(t.db, organizationId, framework, count);
  return rows[rows.length - 1];
};

describe('cached dashboard reads show the write that changed them on every instance', () => {
  it('an assessment: the overview and the heat map move to it, and to the next one', async () => {
    const account = await registerAccount(t.app);
    await overviews(account.token);
    expect(await heatmaps(account.token, 'SOC2')).toEqual(instances().map(([name]) => [name, null]));
    await heatmaps(account.token, 'SOC2');

    const first = await runAssessment(account.token, account.organizationId, 'SOC2', 1);
    for (const [name, overview] of await overviews(account.token)) {
      expect([name, overview.lastAssessedAt]).toEqual([name, first.completed_at]);
    }
    expect(await heatmaps(account.token, 'SOC2')).toEqual(instances().map(([name]) => [name, first.completed_at]));

    t.clock.advance(60_000);
    const next = await runAssessment(account.token, account.organizationId, 'SOC2', 2);
    expect(next.completed_at).not.toBe(first.completed_at);
    for (const [name, overview] of await overviews(account.token)) {
      expect([name, overview.lastAssessedAt]).toEqual([name, next.completed_at]);
    }
    expect(await heatmaps(account.token, 'SOC2')).toEqual(instances().map(([name]) => [name, next.completed_at]));
  });

  it('a task: created, it is among the upcoming ones; completed, it is gone', async () => {
    const account = await registerAccount(t.app);
    await overviews(account.token);
    const body = { title: 'Rotate the root keys', dueDate: '2026-01-02', priority: 'high' };
    const created = await api(t.app, 'POST', '/api/tasks', { token: account.token, body });
    expect(created.statusCode).toBe(201);
    const taskId = created.json().data.id as string;
    for (const [name, overview] of await overviews(account.token)) {
      expect([name, overview.upcomingTasks.map((task) => task.id)]).toEqual([name, expect.arrayContaining([taskId])]);
    }

    const completed = await api(t.app, 'POST', `/api/tasks/${taskId}/complete`, { token: account.token, body: {} });
    expect(completed.statusCode).toBe(200);
    for (const [name, overview] of await overviews(account.token)) {
      expect([name, overview.upcomingTasks.map((task) => task.id)]).toEqual([name, []]);
    }
  });

  it('a task written with no audit row (a job, another process): its rows are the version', async () => {
    const account = await registerAccount(t.app);
    await overviews(account.token);
    const now = t.clock.now().toISOString();
    const id = crypto.randomUUID();
    await insertTasks(second.db, [
      {
        id,
        organization_id: account.organizationId,
        title: 'Review the vendor list',
        due_date: '2026-01-03',
        priority: 'medium',
        status: 'open',
        control_id: null,
        created_at: now,
        completed_at: null,
        owner_id: null,
        description: null,
        created_by: null,
        updated_at: now,
        overdue_notified_at: null,
      },
    ]);
    for (const [name, overview] of await overviews(account.token)) {
      expect([name, overview.upcomingTasks.map((task) => task.task)]).toEqual([name, ['Review the vendor list']]);
    }
    await updateTaskRow(t.db, account.organizationId, id, { title: 'Review the vendor list again' });
    for (const [name, overview] of await overviews(account.token)) {
      expect([name, overview.upcomingTasks.map((task) => task.task)]).toEqual([name, ['Review the vendor list again']]);
    }
  });

  it('an audit event, from this process or another: it leads the recent activity', async () => {
    const account = await registerAccount(t.app);
    await overviews(account.token);
    for (const db of [t.db, second.db]) {
      const [entry] = await appendEntries(db, [
        auditEntry(account.organizationId, { createdAt: new Date(t.clock.now().getTime() + 1000).toISOString() }),
      ]);
      t.clock.advance(2000);
      for (const [name, overview] of await overviews(account.token)) {
        expect([name, overview.recentActivity[0].message]).toEqual([name, expect.stringContaining(entry.details)]);
      }
    }
  });
});
