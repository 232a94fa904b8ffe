import { assessmentAuditActions } from '../../../../server/src/modules/assessments/auditActions';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { assess } from '../../helpers/assessments';
import { newOrganization, perfectPosture } from '../../helpers/compliance';
import { simulateOutage, touches } from '../../helpers/simulatedOutage';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('an assessment cut off by a database outage', () => {
  it('stores nothing, audits nothing, and the next run completes once the database is back', async () => {
    const { organizationId, userId } = await newOrganization(database.db);
    const now = new Date();
    await recordSignals(database.db, organizationId, perfectPosture(now));
    // The outage begins when the run reads the signals to evaluate.
    const outage = simulateOutage(database.db, touches('security_signals'));
    const request = { organizationId, framework: 'SOC2' as const, startedBy: userId, clock: () => now };

    await expect(assess(outage.db, request)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const stored = () =>
      database.db.selectFrom('assessments').select('status').where('organization_id', '=', organizationId).execute();
    expect(await stored()).toEqual([]);

    outage.end();
    const next = await assess(database.db, request);
    expect([next.status, next.score]).toEqual(['completed', 100]);
    expect(await stored()).toEqual([{ status: 'completed' }]);
    const audited = await database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('organization_id', '=', organizationId)
      .where('resource', 'like', 'assessment:%')
      .execute();
    expect(audited.map((row) => row.action)).toEqual([
      assessmentAuditActions.started,
      assessmentAuditActions.completed,
    ]);
  }, 15_000);
});
