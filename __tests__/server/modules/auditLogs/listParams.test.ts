import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

let token: string;

// 45 appended rows plus the registration row: 46 in all, three pages of 20.
beforeAll(async () => {
  const account = await registerAccount(t.app);
  token = account.token;
  const sameTime = new Date(t.clock.now().getTime() - 60_000).toISOString();
  // Many rows share one timestamp, so page edges fall between rows ordered only by their place in the chain.
  await appendEntries(
    t.db,
    Array.from({ length: 45 }, (_, index) =>
      auditEntry(account.organizationId, index % 3 === 0 ? {} : { createdAt: sameTime }),
    ),
  );
});

const list = (query: string) => api(t.app, 'GET', `/api/audit-logs${query}`, { token });

type Page = { logs: { id: string; timestamp: string }[]; pagination: Record<string, number> };

const page = async (query: string): Promise<Page> => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('GET /api/audit-logs pagination', () => {
  it('pages newest first through every row once', async () => {
    const pages = [await page('?page=1'), await page('?page=2&limit=20'), await page('?page=3')];
    expect(pages.map((p) => p.pagination)).toEqual([1, 2, 3].map((n) => ({ page: n, limit: 20, total: 46, pages: 3 })));
    expect(pages.map((p) => p.logs.length)).toEqual([20, 20, 6]);
    const ids = pages.flatMap((p) => p.logs.map((log) => log.id));
    expect(new Set(ids).size).toBe(46);
    expect(ids).toEqual((await page('?limit=100')).logs.map((log) => log.id));
    const times = pages.flatMap((p) => p.logs.map((log) => log.timestamp));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers an empty page beyond the last one', async () => {
    expect(await page('?page=4')).toMatchObject({ logs: [], pagination: { page: 4, limit: 20, total: 46, pages: 3 } });
  });

  it('answers 0 pages when nothing matches', async () => {
    expect((await page('?search=no-such-text')).pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
  });

  it('accepts a limit of 1 and of 100', async () => {
    expect((await page('?limit=1')).pagination).toEqual({ page: 1, limit: 1, total: 46, pages: 46 });
    expect((await page('?limit=100')).logs).toHaveLength(46);
  });

  it.each([
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=0', 'limit must be at least 1'],
    ['?page=0', 'page must be at least 1'],
    ['?page=-1', 'page must be a whole number'],
    ['?page=two', 'page must be a whole number'],
    ['?limit=2.5', 'limit must be a whole number'],
    ['?page=', 'page must be a whole number'],
    ['?category=billing', 'category must be one of: authentication, compliance, system, data'],
    ['?severity=loud', 'severity must be one of: success, info, warning, critical'],
    [`?search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
  ])('answers 400 for %s', async (query, message) => {
    expectFailure(await list(query), 400, message);
  });

  it('accepts a search of 200 characters', async () => {
    expect((await list(`?search=${'x'.repeat(200)}`)).statusCode).toBe(200);
  });
});
