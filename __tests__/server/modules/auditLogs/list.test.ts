import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

let token: string;
let owner: string;

const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();

beforeAll(async () => {
  const account = await registerAccount(t.app);
  token = account.token;
  owner = account.name;
  const at = (minutes: number, fields: Parameters<typeof auditEntry>[1]) =>
    auditEntry(account.organizationId, { createdAt: minutesAgo(minutes), ...fields });
  await appendEntries(t.db, [
    at(50, {
      action: 'User Login',
      severity: 'success',
      category: 'authentication',
      userLabel: 'Alice Jones',
      resource: 'auth',
    }),
    at(40, {
      action: 'Assessment Completed',
      severity: 'warning',
      category: 'compliance',
      resource: 'assessment:soc2',
    }),
    at(30, {
      action: 'Retention Changed',
      severity: 'critical',
      category: 'system',
      details: 'Keep 100% of all logs in C:\\archive',
    }),
    at(20, {
      action: 'Data Export',
      severity: 'info',
      category: 'data',
      details: 'file_name written',
      userLabel: 'Bob_Smith',
    }),
    at(10, {
      action: 'Failed Login Attempt',
      severity: 'critical',
      category: 'authentication',
      details: 'MIXED Case Details',
    }),
  ]);
});

const list = (query = '') => api(t.app, 'GET', `/api/audit-logs${query}`, { token });

const actionsOf = async (query: string) =>
  ((await list(query)).json().data.logs as { action: string }[]).map((log) => log.action);

describe('GET /api/audit-logs', () => {
  it('answers 401 without a valid token', async () => {
    expectFailure(await api(t.app, 'GET', '/api/audit-logs'), 401);
    expectFailure(await api(t.app, 'GET', '/api/audit-logs', { token: 'not-a-token' }), 401);
  });

  it('answers the whole trail’s counts, the newest rows first, and the pagination', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.stats).toEqual({ total: 6, critical: 2, warning: 1, info: 1, success: 2 });
    expect(data.categories).toEqual({ authentication: 3, compliance: 1, system: 1, data: 1 });
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 6, pages: 1 });
    expect(data.logs.map((log: { action: string }) => log.action)).toEqual([
      'User Registered',
      'Failed Login Attempt',
      'Data Export',
      'Retention Changed',
      'Assessment Completed',
      'User Login',
    ]);
    expect(data.logs[2]).toEqual({
      id: expect.any(String),
      action: 'Data Export',
      severity: 'info',
      category: 'data',
      details: 'file_name written',
      user: 'Bob_Smith',
      timestamp: minutesAgo(20),
      ipAddress: '198.51.100.7',
      resource: 'test',
    });
    expect(data.logs[0]).toMatchObject({ user: owner, ipAddress: '127.0.0.1', resource: 'auth' });
  });

  it('filters by category and severity, alone and together; the counts stay the whole trail’s', async () => {
    expect(await actionsOf('?category=authentication')).toEqual([
      'User Registered',
      'Failed Login Attempt',
      'User Login',
    ]);
    expect(await actionsOf('?severity=critical')).toEqual(['Failed Login Attempt', 'Retention Changed']);
    expect(await actionsOf('?category=authentication&severity=critical')).toEqual(['Failed Login Attempt']);
    const filtered = (await list('?category=compliance')).json().data;
    expect(filtered.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
    expect(filtered.stats.total).toBe(6);
    expect(filtered.categories.authentication).toBe(3);
  });

  it("treats '' as no filter, and 'all' as no category or severity", async () => {
    expect(await actionsOf('?category=all&severity=&search=')).toHaveLength(6);
    expect(await actionsOf('?category=&severity=all&search=%20%20')).toHaveLength(6);
  });

  it("searches for the word 'all' like any other text", async () => {
    expect(await actionsOf('?search=all')).toEqual(['Retention Changed']);
  });

  it('searches action, details, user and resource, ignoring case', async () => {
    expect(await actionsOf('?search=LOGIN')).toEqual(['Failed Login Attempt', 'User Login']);
    expect(await actionsOf('?search=mixed%20case')).toEqual(['Failed Login Attempt']);
    expect(await actionsOf('?search=alice')).toEqual(['User Login']);
    expect(await actionsOf('?search=ASSESSMENT%3Asoc')).toEqual(['Assessment Completed']);
    const searched = (await list('?search=login')).json().data.pagination;
    expect(searched).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
  });

  it('takes % _ and \\ in a search literally', async () => {
    expect(await actionsOf('?search=%25')).toEqual(['Retention Changed']);
    expect(await actionsOf('?search=100%25%20of')).toEqual(['Retention Changed']);
    expect(await actionsOf('?search=_')).toEqual(['Data Export']);
    expect(await actionsOf('?search=b_s')).toEqual(['Data Export']);
    expect(await actionsOf('?search=%5C')).toEqual(['Retention Changed']);
    expect(await actionsOf('?search=l_gin')).toEqual([]);
  });

  it('ignores query keys it does not know', async () => {
    expect((await list('?dateRange=7d&foo=bar')).statusCode).toBe(200);
  });
});
