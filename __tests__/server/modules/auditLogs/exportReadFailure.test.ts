import * as listRepository from '../../../../server/src/modules/auditLogs/listRepository';
import { exportBatchSize } from '../../../../server/src/modules/auditLogs/exportService';
import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { parseCsv } from '../../helpers/csv';
import { api, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

it('ends a download whose next batch cannot be read, and frees the export for the next try', async () => {
  const account = await registerAccount(t.app);
  const count = 2.5 * exportBatchSize(t.db);
  await appendEntries(
    t.db,
    Array.from({ length: count }, (_, index) => auditEntry(account.organizationId, { details: `Row ${index}` })),
  );
  const read = listRepository.findBatchAfter;
  const failing = jest
    .spyOn(listRepository, 'findBatchAfter')
    .mockImplementation((...args) =>
      failing.mock.calls.length === 1 ? read(...args) : Promise.reject(new Error('disk I/O error')),
    );

  // The first batch was sent before the second failed: the download is cut off rather than passed off as complete.
  await expect(api(t.app, 'GET', '/api/audit-logs/export', { token: account.token })).rejects.toThrow(
    /destroyed before completion/,
  );
  expect(failing).toHaveBeenCalledTimes(2);
  failing.mockRestore();

  const full = await api(t.app, 'GET', '/api/audit-logs/export', { token: account.token });
  expect(full.statusCode).toBe(200);
  expect(parseCsv(full.body).length - 1).toBeGreaterThanOrEqual(count);
});
