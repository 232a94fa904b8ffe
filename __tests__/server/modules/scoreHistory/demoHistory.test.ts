import { frameworkIds } from '@/contracts/enums';
import { seedDemo } from '../../../../server/src/demo/seed';
import { demoOrganizationId } from '../../helpers/rows';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

const now = new Date('2026-07-01T08:00:00.000Z');
const dayMs = 86_400_000;
const dayOf = (daysAgo: number) => new Date(now.getTime() - daysAgo * dayMs).toISOString().slice(0, 10);

let database: TestDatabase;
let organizationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, () => now);
  organizationId = await demoOrganizationId(database.db);
});
afterAll(() => database.dispose());

const daysOf = (framework: string) =>
  database.db
    .selectFrom('score_history')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .orderBy('day')
    .execute();

describe('the demo organisation’s score history', () => {
  it.each(frameworkIds)(
    'has 90 daily days of %s, climbing to the latest assessment and level since',
    async (framework) => {
      const days = await daysOf(framework);
      expect(days.map((day) => day.day)).toEqual(Array.from({ length: 90 }, (_, index) => dayOf(90 - index)));
      const latest = await database.db
        .selectFrom('assessments')
        .select(['score', 'completed_at'])
        .where('organization_id', '=', organizationId)
        .where('framework', '=', framework)
        .orderBy('completed_at', 'desc')
        .executeTakeFirstOrThrow();
      const latestDay = latest.completed_at!.slice(0, 10);
      expect(days.find((day) => day.day === latestDay)?.score).toBe(Number(latest.score));
      expect(days.at(-1)?.score).toBe(Number(latest.score));
      expect(days[0].score).toBeLessThan(Number(latest.score));
      for (const day of days) expect(day.passed + day.warning + day.critical).toBe(day.total);
    },
  );

  it('keeps the control days its real assessments wrote, with the changes between them', async () => {
    const controlDays = await database.db
      .selectFrom('control_history')
      .select(['day', 'changed_check'])
      .where('organization_id', '=', organizationId)
      .execute();
    expect([...new Set(controlDays.map((row) => row.day))].sort()).toEqual([dayOf(35), dayOf(7)]);
    expect(controlDays.some((row) => row.changed_check !== null)).toBe(true);
  });

  it('is not seeded twice', async () => {
    const before = await daysOf('SOC2');
    await seedDemo(database.db, () => new Date(now.getTime() + dayMs));
    expect(await daysOf('SOC2')).toEqual(before);
  });
});
