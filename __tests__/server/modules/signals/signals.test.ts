import { listSignals } from '../../../../server/src/modules/signals/repository';
import { loadSignalValues, recordSignals } from '../../../../server/src/modules/signals/service';
import { newOrganization, signal } from '../../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('security signals', () => {
  it('stores validated signals with source and observed time', async () => {
    const { organizationId } = await newOrganization(database.db);
    await recordSignals(database.db, organizationId, [
      signal('mfa.enforced', { compliant: 9, total: 12 }),
      { key: 'monitoring.alerting', value: true, source: 'datadog', observedAt: '2026-06-02T10:00:00+02:00' },
    ]);
    expect(await listSignals(database.db, organizationId)).toEqual([
      {
        key: 'mfa.enforced',
        value: { compliant: 9, total: 12 },
        source: 'test',
        observedAt: '2026-06-01T00:00:00.000Z',
      },
      { key: 'monitoring.alerting', value: true, source: 'datadog', observedAt: '2026-06-02T08:00:00.000Z' },
    ]);
  });

  it('keeps one row per key: a newer observation wins, an older one is ignored', async () => {
    const { organizationId } = await newOrganization(database.db);
    await recordSignals(database.db, organizationId, [
      signal('training.completionPct', 80, '2026-06-01T00:00:00.000Z'),
    ]);
    await recordSignals(database.db, organizationId, [
      signal('training.completionPct', 97, '2026-06-10T00:00:00.000Z'),
    ]);
    await recordSignals(database.db, organizationId, [
      signal('training.completionPct', 50, '2026-05-01T00:00:00.000Z'),
    ]);
    const values = await loadSignalValues(database.db, organizationId, new Date());
    expect(values.get('training.completionPct')).toBe(97);
    expect(
      (await listSignals(database.db, organizationId)).filter((s) => s.key === 'training.completionPct'),
    ).toHaveLength(1);
  });

  it('rejects unknown keys and invalid values with a clear message, storing nothing', async () => {
    const { organizationId } = await newOrganization(database.db);
    await expect(recordSignals(database.db, organizationId, [signal('mfa.enabled', true)])).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unknown signal key: mfa.enabled',
    });
    await expect(
      recordSignals(database.db, organizationId, [
        signal('dpo.appointed', true),
        signal('mfa.enforced', { compliant: 5, total: 2 }),
      ]),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Invalid value for mfa.enforced: compliant cannot exceed total',
    });
    await expect(
      recordSignals(database.db, organizationId, [
        { key: 'dpo.appointed', value: true, source: 'x', observedAt: 'yesterday' },
      ]),
    ).rejects.toMatchObject({ statusCode: 400, message: 'observedAt is not valid' });
    expect(await listSignals(database.db, organizationId)).toEqual([]);
  });

  it("never mixes one organisation's signals into another's", async () => {
    const a = await newOrganization(database.db);
    const b = await newOrganization(database.db);
    await recordSignals(database.db, b.organizationId, [signal('dpo.appointed', true)]);
    await recordSignals(database.db, a.organizationId, [signal('dpo.appointed', false)]);
    expect((await loadSignalValues(database.db, a.organizationId, new Date())).get('dpo.appointed')).toBe(false);
    expect((await loadSignalValues(database.db, b.organizationId, new Date())).get('dpo.appointed')).toBe(true);
  });
});
