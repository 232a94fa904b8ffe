import { assessmentAuditActions } from '../../../../server/src/modules/assessments/audit';
import { runAssessment, startAssessment } from '../../../../server/src/modules/assessments/service';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { newOrganization, perfectPosture } from '../../helpers/compliance';
import { simulateOutage, touches } from '../../helpers/simulatedOutage';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const statusOf = async (id: string) =>
  (await database.db.selectFrom('assessments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

const waitForStatus = async (id: string, wanted: string, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while ((await statusOf(id)) !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return statusOf(id);
};

describe('an assessment cut off by a database outage', () => {
  it('is marked failed (and audited once) when the database is back, so the next run is not held back', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    const now = new Date();
    await recordSignals(database.db, organizationId, perfectPosture(now));
    // The outage begins once the run is stored as running, when it reads the signals to evaluate.
    const outage = simulateOutage(database.db, touches('security_signals'));
    const log = { warn: jest.fn(), info: jest.fn() };
    const request = { organizationId, framework: 'SOC2' as const, startedBy: userId, clock: () => now, log };

    const run = await startAssessment(outage.db, request);
    await expect(run.finished).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await statusOf(run.id)).toBe('running');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('retrying in the background'));

    outage.end();
    expect(await waitForStatus(run.id, 'failed', 5_000)).toBe('failed');
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('done now that the database is back'));
    const failures = await database.db
      .selectFrom('audit_logs')
      .select('resource')
      .where('organization_id', '=', organizationId)
      .where('action', '=', assessmentAuditActions.failed)
      .execute();
    expect(failures).toEqual([{ resource: `assessment:${run.id}` }]);

    const next = await runAssessment(database.db, request);
    expect([next.status, next.score]).toEqual(['completed', 100]);
  }, 15_000);
});
