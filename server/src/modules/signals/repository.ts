import type { Db } from '../../db/database';
import type { SecuritySignalRow } from '../../db/schema';

/**
 * A check's value from one source; `integration` names what measured it (an integration, or a module of the product
 * whose own records prove it, such as 'policies'), absent for an import.
 */
export type StoredSignal = { key: string; value: unknown; source: string; observedAt: string; integration?: string };

/** One row per organisation, key and source; an older observation never replaces a newer one. */
export const upsertSignal = async (db: Db, organizationId: string, signal: StoredSignal): Promise<void> => {
  const row = {
    organization_id: organizationId,
    key: signal.key,
    value: JSON.stringify(signal.value),
    source: signal.source,
    observed_at: signal.observedAt,
    integration: signal.integration ?? null,
  };
  await db
    .insertInto('security_signals')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'key', 'source'])
        .doUpdateSet({ value: row.value, observed_at: row.observed_at, integration: row.integration })
        .where('security_signals.observed_at', '<=', row.observed_at),
    )
    .execute();
};

const toStoredSignal = (row: SecuritySignalRow): StoredSignal => ({
  key: row.key,
  value: JSON.parse(row.value) as unknown,
  source: row.source,
  observedAt: row.observed_at,
  ...(row.integration ? { integration: row.integration } : {}),
});

export const listSignals = async (db: Db, organizationId: string): Promise<StoredSignal[]> => {
  const rows = await db
    .selectFrom('security_signals')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('key')
    .orderBy('source')
    .execute();
  return rows.map(toStoredSignal);
};
