import { frameworks } from '../../../../server/src/frameworks';
import { summarizeCategories } from '../../../../server/src/modules/assessments/categories';
import { findLatestAssessments } from '../../../../server/src/modules/assessments/queries';
import { assess } from '../../helpers/assessments';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { newOrganization, perfectPosture, signal } from '../../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const firstRun = new Date('2026-05-01T09:00:00.000Z');
const secondRun = new Date('2026-05-22T09:00:00.000Z');

const countWhere = async (
  table: 'assessments' | 'control_results',
  column: 'organization_id' | 'assessment_id',
  value: string,
) =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('trends', () => {
  it('returns the latest assessment and the one before, so category trends are real', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    expect(await findLatestAssessments(database.db, organizationId, 'SOC2')).toEqual({ latest: null, previous: null });

    await recordSignals(database.db, organizationId, [
      ...perfectPosture(firstRun),
      signal('mfa.enforced', { compliant: 6, total: 12 }, firstRun.toISOString()),
    ]);
    const first = await assess(database.db, {
      organizationId,
      framework: 'SOC2',
      startedBy: userId,
      clock: () => firstRun,
    });
    await recordSignals(database.db, organizationId, [
      signal('mfa.enforced', { compliant: 12, total: 12 }, secondRun.toISOString()),
    ]);
    const second = await assess(database.db, {
      organizationId,
      framework: 'SOC2',
      startedBy: userId,
      clock: () => secondRun,
    });

    const { latest, previous } = await findLatestAssessments(database.db, organizationId, 'SOC2');
    expect([latest?.id, previous?.id]).toEqual([second.id, first.id]);
    expect(previous?.completedAt).toBe(firstRun.toISOString());
    expect(second.score).toBeGreaterThan(first.score ?? 100);

    const categories = summarizeCategories(latest?.results ?? [], previous?.results ?? null);
    const access = categories.find((category) => category.name === 'CC6 Logical and Physical Access Controls');
    // MFA at 50% lowered CC6.1 (mean 83) and CC6.6 (mean 75); the category mean rose from 95 to 100.
    expect(access).toEqual({
      name: 'CC6 Logical and Physical Access Controls',
      score: 100,
      status: 'passed',
      issues: 0,
      trend: 5,
    });
    expect(categories.find((category) => category.name === 'CC8 Change Management')?.trend).toBe(0);
    expect(summarizeCategories(latest?.results ?? [], null).every((category) => category.trend === null)).toBe(true);
  });
});

describe('concurrent runs', () => {
  it('stores each of several runs at once whole: every one completed with all its results', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    await recordSignals(database.db, organizationId, perfectPosture(firstRun));
    const request = { organizationId, framework: 'ISO27001' as const, startedBy: userId, clock: () => firstRun };
    const runs = await Promise.all([
      assess(database.db, request),
      assess(database.db, request),
      assess(database.db, { ...request, framework: 'GDPR' }),
    ]);
    expect(new Set(runs.map((run) => run.id)).size).toBe(3);
    expect(runs.map((run) => run.status)).toEqual(['completed', 'completed', 'completed']);
    expect(await countWhere('assessments', 'organization_id', organizationId)).toBe(3);
    for (const run of runs.slice(0, 2))
      expect(await countWhere('control_results', 'assessment_id', run.id)).toBe(frameworks.ISO27001.controls.length);
  });
});
