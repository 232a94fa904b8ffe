import { defaultLimits } from '../../../../server/src/core/limits';
import { exportInProgressMessage } from '../../../../server/src/modules/auditLogs/exportService';
import { tooManySearchesMessage } from '../../../../server/src/modules/auditLogs/routes';
import { createRateLimiter } from '../../../../server/src/core/rateLimits/service';
import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({
  seed: false,
  limits: { auditList: defaultLimits.auditList, auditExport: defaultLimits.auditExport },
});

const exportLogs = (token: string) => api(t.app, 'GET', '/api/audit-logs/export', { token });

describe('audit log limits', () => {
  it('runs one export at a time per organisation: a second one while the first streams gets 429 with Retry-After', async () => {
    const account = await registerAccount(t.app);
    // Megabytes of CSV: the first export stays open while its reader has not read it, as a slow download would.
    const details = 'x'.repeat(4000);
    await appendEntries(
      t.db,
      Array.from({ length: 5000 }, () => auditEntry(account.organizationId, { details })),
    );
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const exportOverHttp = () =>
      fetch(`${origin}/api/audit-logs/export`, { headers: { authorization: `Bearer ${account.token}` } });

    const first = await exportOverHttp();
    expect(first.status).toBe(200);
    const second = await exportOverHttp();
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ success: false, message: exportInProgressMessage });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await first.text()).length).toBeGreaterThan(20_000_000);
    expect((await exportLogs(account.token)).statusCode).toBe(200);
    // Writing and reading 20 MB of trail: seconds on a busy machine, not a measure of speed.
  }, 60_000);

  it('refuses an export while another instance holds the lease, until that lease expires', async () => {
    const account = await registerAccount(t.app);
    const otherInstance = createRateLimiter(t.db, t.clock.now);
    expect(
      await otherInstance.acquireLease(`audit-export:org:${account.organizationId}`, defaultLimits.auditExport),
    ).toBeNull();

    const refused = await exportLogs(account.token);
    expectFailure(refused, 429, exportInProgressMessage);
    expect(refused.headers['retry-after']).toBe('30');

    t.clock.advance(defaultLimits.auditExport.leaseMs);
    expect((await exportLogs(account.token)).statusCode).toBe(200);
  });

  it('allows sixty searches a minute per user, and pages without a search freely', async () => {
    const account = await registerAccount(t.app);
    const search = (text: string) => api(t.app, 'GET', `/api/audit-logs?search=${text}`, { token: account.token });
    for (let attempt = 0; attempt < 60; attempt += 1) expect((await search('login')).statusCode).toBe(200);
    const refused = await search('login');
    expectFailure(refused, 429, tooManySearchesMessage);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api(t.app, 'GET', '/api/audit-logs?page=1', { token: account.token })).statusCode).toBe(200);

    t.clock.advance(60_000);
    expect((await search('login')).statusCode).toBe(200);
  });
});
