import { seedDemo } from '../../../../server/src/demo/seed';
import { organisationCheckIds } from '../../../../server/src/frameworks/checks';
import { frameworkIds } from '@/contracts/enums';
import { assessmentAuditActions } from '../../../../server/src/modules/assessments/auditActions';
import { findLatestAssessments } from '../../../../server/src/modules/assessments/queries';
import { listSignals } from '../../../../server/src/modules/signals/repository';
import { demoOrganizationId } from '../../helpers/rows';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;
let organizationId: string;
const now = new Date('2026-07-01T08:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, () => now);
  organizationId = await demoOrganizationId(database.db);
});
afterAll(() => database.dispose());

describe('demo compliance seed', () => {
  it('records a signal for every organisation check', async () => {
    const recorded = new Set((await listSignals(database.db, organizationId)).map((signal) => signal.key));
    expect(organisationCheckIds.filter((id) => !recorded.has(id))).toEqual([]);
  });

  it.each(frameworkIds)('gives %s passed, warning and critical controls and a real trend', async (framework) => {
    const { latest, previous } = await findLatestAssessments(database.db, organizationId, framework);
    const statuses = new Set(latest?.results.map((result) => result.status));
    expect([...statuses].sort()).toEqual(['critical', 'passed', 'warning']);
    expect(latest?.completedAt).toBe('2026-06-24T08:00:00.000Z');
    expect(previous?.completedAt).toBe('2026-05-27T08:00:00.000Z');
    expect(latest?.score).not.toBe(previous?.score);
    expect(latest?.results.some((result) => result.issues.some((issue) => issue.startsWith('No evidence')))).toBe(
      false,
    );
  });

  it('is idempotent: a second seed adds no assessments or audit rows', async () => {
    const count = async () =>
      Promise.all(
        (['assessments', 'audit_logs'] as const).map(async (table) =>
          Number(
            (
              await database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    expect(before[0]).toBe(8);
    expect(await seedDemo(database.db, () => now)).toBe(false);
    expect(await count()).toEqual(before);
    const finished = await database.db
      .selectFrom('audit_logs')
      .select('severity')
      .where('action', '=', assessmentAuditActions.completed)
      .execute();
    expect(finished).toHaveLength(8);
  });
});
