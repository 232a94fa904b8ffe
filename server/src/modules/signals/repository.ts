import type { Db } from '../../db/database';
import type { SecuritySignalRow } from '../../db/schema';

export type StoredSignal = { key: string; value: unknown; source: string; observedAt: string };

/** One row per organisation and key; an older observation never replaces a newer one. */
export const upsertSignal = async (db: Db, organizationId: string, signal: StoredSignal): Promise<void> => {
  const row = {
    organization_id: organizationId,
    key: signal.key,
    value: JSON.stringify(signal.value),
    source: signal.source,
    observed_at: signal.observedAt,
  };
  await db
    .insertInto('security_signals')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'key'])
        .doUpdateSet({ value: row.value, source: row.source, observed_at: row.observed_at })
        .where('security_signals.observed_at', '<=', row.observed_at),
    )
    .execute();
};

const toStoredSignal = (row: SecuritySignalRow): StoredSignal => ({
  key: row.key,
  value: JSON.parse(row.value) as unknown,
  source: row.source,
  observedAt: row.observed_at,
});

export const listSignals = async (db: Db, organizationId: string): Promise<StoredSignal[]> => {
  const rows = await db
    .selectFrom('security_signals')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('key')
    .execute();
  return rows.map(toStoredSignal);
};
