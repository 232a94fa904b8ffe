import type { FastifyInstance } from 'fastify';
import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { api, registerAccount } from '../../helpers/requests';
import { setupSecondInstance } from '../../helpers/secondInstance';
import { setupTestApp } from '../../helpers/testApp';

// Pages of the activity log are cached at the organisation's chain head: an append through either connection (this
// process, another instance or process) must lead the next page read on both instances.
const t = setupTestApp();
const second = setupSecondInstance(t);
const instances = (): [string, FastifyInstance][] => [
  ['the instance written through', t.app],
  ['the other instance', second.app],
];

type Page = { stats: { total: number }; logs: { action: string }[]; pagination: { total: number } };

/** Each instance's page (read twice first, so it is cached). */
const pages = (token: string, query: string): Promise<[string, Page][]> =>
  Promise.all(
    instances().map(async ([name, app]) => {
      await api(app, 'GET', `/api/audit-logs${query}`, { token });
      const response = await api(app, 'GET', `/api/audit-logs${query}`, { token });
      expect(response.statusCode).toBe(200);
      return [name, response.json().data as Page];
    }),
  );

describe('GET /api/audit-logs after an append', () => {
  it('shows the new entry first, with the counts, on every instance and for every cached filter', async () => {
    const account = await registerAccount(t.app);
    const firstPage = '?page=1&limit=20';
    const compliancePage = '?page=1&limit=20&category=compliance';
    const [[, before]] = await pages(account.token, firstPage);
    await pages(account.token, compliancePage);

    let appended = 0;
    for (const db of [t.db, second.db]) {
      const createdAt = new Date(t.clock.now().getTime() + 1000).toISOString();
      const [entry] = await appendEntries(db, [
        auditEntry(account.organizationId, { category: 'compliance', createdAt }),
      ]);
      appended += 1;
      t.clock.advance(2000);
      for (const query of [firstPage, compliancePage]) {
        for (const [name, page] of await pages(account.token, query)) {
          expect([name, query, page.logs[0].action]).toEqual([name, query, entry.action]);
        }
      }
      for (const [name, page] of await pages(account.token, firstPage)) {
        expect([name, page.stats.total]).toEqual([name, before.stats.total + appended]);
      }
    }
  });
});
