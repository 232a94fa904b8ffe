import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { parseCsv } from '../../helpers/csv';
import { api, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

let first: Awaited<ReturnType<typeof registerAccount>>;
let second: Awaited<ReturnType<typeof registerAccount>>;

beforeAll(async () => {
  first = await registerAccount(t.app, { company: 'First Org' });
  second = await registerAccount(t.app, { company: 'Second Org' });
  await appendEntries(t.db, [
    auditEntry(first.organizationId, { details: 'first-org secret', severity: 'warning', category: 'data' }),
    ...Array.from({ length: 3 }, () =>
      auditEntry(second.organizationId, { details: 'second-org secret', severity: 'critical' }),
    ),
  ]);
  // Rows of no organisation (failed sign-ins for unknown emails) belong to nobody's trail.
  await api(t.app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
});

const get = (account: { token: string }, path: string) => api(t.app, 'GET', path, { token: account.token });

describe('audit logs are per organisation', () => {
  it('lists and counts only the caller’s rows', async () => {
    const { data } = (await get(first, '/api/audit-logs?limit=100')).json();
    expect(data.logs.map((log: { details: string }) => log.details)).toEqual([
      expect.stringContaining('created the organisation First Org'),
      'first-org secret',
    ]);
    expect(data.stats).toEqual({ total: 2, critical: 0, warning: 1, info: 0, success: 1 });
    expect(data.categories).toEqual({ authentication: 1, compliance: 0, system: 0, data: 1 });

    const other = (await get(second, '/api/audit-logs')).json().data;
    expect(other.stats).toMatchObject({ total: 4, critical: 3, warning: 0 });
  });

  it('finds nothing of another organisation by searching for it', async () => {
    const { data } = (await get(first, '/api/audit-logs?search=second-org')).json();
    expect(data.logs).toEqual([]);
    expect(data.pagination.total).toBe(0);
    expect((await get(first, '/api/audit-logs?search=nobody@example.com')).json().data.logs).toEqual([]);
  });

  it('exports only the caller’s rows', async () => {
    const response = await get(first, '/api/audit-logs/export');
    const details = parseCsv(response.body)
      .slice(1)
      .map((row) => row[5]);
    expect(details).toEqual([expect.stringContaining('First Org'), 'first-org secret']);
    expect(response.body).not.toContain('second-org');
    expect(response.body).not.toContain('nobody@example.com');
  });
});
