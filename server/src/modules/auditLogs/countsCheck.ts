import type { Db } from '../../db/database';

const keyOf = (row: { category: string; severity: string }) => `${row.category}/${row.severity}`;

/** Compares the running counts (audit_log_counts) of a chain with its rows; describes the first difference. */
export const findCountMismatch = async (db: Db, chain: string): Promise<string | null> => {
  const running = await db.selectFrom('audit_log_counts').selectAll().where('chain', '=', chain).execute();
  const actual = await db
    .selectFrom('audit_logs')
    .select(['category', 'severity', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('chain', '=', chain)
    .groupBy(['category', 'severity'])
    .execute();
  const counted = new Map(running.map((row) => [keyOf(row), Number(row.count)]));
  const stored = new Map(actual.map((row) => [keyOf(row), Number(row.count)]));
  for (const key of [...new Set([...counted.keys(), ...stored.keys()])].sort()) {
    const expected = counted.get(key) ?? 0;
    const found = stored.get(key) ?? 0;
    if (expected !== found) return `the running count of ${key} entries is ${expected} but the trail holds ${found}`;
  }
  return null;
};
