import type { NewTask } from '../../../../server/src/db/schema';
import { seedDemoTasks } from '../../../../server/src/demo/tasks';
import { insertTasks, listUpcomingTasks } from '../../../../server/src/modules/tasks/repository';
import { newOrganization } from '../../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const task = (organizationId: string, title: string, dueDate: string, overrides: Partial<NewTask> = {}): NewTask => ({
  id: crypto.randomUUID(),
  organization_id: organizationId,
  title,
  due_date: dueDate,
  priority: 'medium',
  status: 'open',
  control_id: null,
  created_at: '2026-06-01T00:00:00.000Z',
  updated_at: '2026-06-01T00:00:00.000Z',
  completed_at: null,
  ...overrides,
});

describe('listUpcomingTasks', () => {
  it('answers open tasks of the organisation only, soonest (or most overdue) first, up to the limit', async () => {
    const { organizationId } = await newOrganization(database.db);
    const other = await newOrganization(database.db);
    await insertTasks(database.db, [
      task(organizationId, 'Later', '2026-07-20', { priority: 'low' }),
      task(organizationId, 'Overdue', '2026-06-28', { priority: 'high' }),
      task(organizationId, 'Done already', '2026-06-01', { status: 'done', completed_at: '2026-06-02T00:00:00.000Z' }),
      task(organizationId, 'Soon', '2026-07-02'),
      task(organizationId, 'Far off', '2026-09-01'),
      task(other.organizationId, 'Someone else', '2026-01-01'),
    ]);

    const upcoming = await listUpcomingTasks(database.db, organizationId, 3);

    expect(upcoming).toEqual([
      { id: expect.any(String), title: 'Overdue', dueDate: '2026-06-28', priority: 'high' },
      { id: expect.any(String), title: 'Soon', dueDate: '2026-07-02', priority: 'medium' },
      { id: expect.any(String), title: 'Later', dueDate: '2026-07-20', priority: 'low' },
    ]);
    expect((await listUpcomingTasks(database.db, organizationId, 10)).map((row) => row.title)).toEqual([
      'Overdue',
      'Soon',
      'Later',
      'Far off',
    ]);
  });

  it('removes tasks with their organisation', async () => {
    const { organizationId } = await newOrganization(database.db);
    await insertTasks(database.db, [task(organizationId, 'Orphan to be', '2026-07-01')]);
    await database.db.deleteFrom('organizations').where('id', '=', organizationId).execute();
    expect(
      await database.db.selectFrom('tasks').select('id').where('organization_id', '=', organizationId).execute(),
    ).toEqual([]);
  });
});

describe('seedDemoTasks', () => {
  const now = new Date('2026-07-01T08:00:00.000Z');

  it('plans open tasks due from the seed day on, tied to controls, plus a couple done', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    await seedDemoTasks(database.db, organizationId, () => now, [userId]);
    const rows = await database.db
      .selectFrom('tasks')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .execute();
    const open = rows.filter((row) => row.status === 'open');
    const done = rows.filter((row) => row.status === 'done');

    expect(open.length).toBeGreaterThanOrEqual(6);
    expect(open.length).toBeLessThanOrEqual(8);
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(open.every((row) => row.due_date > '2026-07-01' && row.completed_at === null)).toBe(true);
    expect(done.every((row) => row.completed_at !== null && row.completed_at < now.toISOString())).toBe(true);
    expect(rows.every((row) => row.control_id && /^\d{4}-\d{2}-\d{2}$/.test(row.due_date))).toBe(true);
    expect(new Set(open.map((row) => row.priority))).toEqual(new Set(['high', 'medium', 'low']));
    const accessReview = open.find((row) => row.title === 'Complete the quarterly access review');
    expect(accessReview).toMatchObject({ priority: 'high', due_date: '2026-07-04', control_id: 'CC6.2' });
    expect(rows.every((row) => row.owner_id === userId && row.created_by === userId)).toBe(true);
  });

  it('adds nothing to an organisation that already has tasks', async () => {
    const { organizationId } = await newOrganization(database.db);
    await insertTasks(database.db, [task(organizationId, 'Our own plan', '2026-07-10')]);
    await seedDemoTasks(database.db, organizationId, () => now, []);
    const titles = (await listUpcomingTasks(database.db, organizationId, 20)).map((row) => row.title);
    expect(titles).toEqual(['Our own plan']);
  });
});
