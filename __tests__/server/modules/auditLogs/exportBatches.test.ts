import { exportBatchSize } from '../../../../server/src/modules/auditLogs/exportService';
import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { parseCsv } from '../../helpers/csv';
import { api, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

it('exports a trail longer than one read batch, every row once, newest first, even where timestamps tie', async () => {
  const account = await registerAccount(t.app);
  // Two and a half batches over ten timestamps: batch edges fall inside runs of equal timestamps.
  const count = 2.5 * exportBatchSize(t.db);
  const times = Array.from({ length: 10 }, (_, index) => new Date(Date.UTC(2026, 2, 1, index)).toISOString());
  const entries = Array.from({ length: count }, (_, index) =>
    auditEntry(account.organizationId, { createdAt: times[index % 10], details: `Row ${index}` }),
  );
  await appendEntries(t.db, entries);

  const response = await api(t.app, 'GET', '/api/audit-logs/export?search=Row%20', { token: account.token });

  const rows = parseCsv(response.body).slice(1);
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map((row) => row[5])).size).toBe(count);
  const expected = entries
    .map((entry, index) => ({ time: entry.createdAt, details: entry.details, index }))
    .sort((a, b) => b.time.localeCompare(a.time) || b.index - a.index)
    .map((entry) => [entry.time, entry.details]);
  expect(rows.map((row) => [row[0], row[5]])).toEqual(expected);
});
