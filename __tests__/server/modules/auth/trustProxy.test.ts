import { demoAccount } from '../../../../server/src/demo/seed';
import { api, expectFailure } from '../../helpers/requests';
import { relaxedLimits, setupTestApp } from '../../helpers/testApp';

const limits = { login: { ...relaxedLimits.login, perIp: { max: 2, windowMs: 15 * 60 * 1000 } } };
const proxy = '10.0.0.2';

const loginThroughProxy = (harness: ReturnType<typeof setupTestApp>, clientIp: string, password: string) =>
  api(harness.app, 'POST', '/api/auth/login', {
    body: { email: demoAccount.email, password },
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': clientIp },
  });

describe('behind a trusted reverse proxy', () => {
  const t = setupTestApp({ limits, trustProxy: [proxy] });

  it('counts failed sign-ins per forwarded client, so one attacker cannot lock everyone out', async () => {
    await loginThroughProxy(t, '203.0.113.7', 'wrong-password');
    await loginThroughProxy(t, '203.0.113.7', 'wrong-password');
    expect((await loginThroughProxy(t, '203.0.113.7', demoAccount.password)).statusCode).toBe(429);
    expect((await loginThroughProxy(t, '198.51.100.4', demoAccount.password)).statusCode).toBe(200);
  });

  it('records the forwarded client address in the audit trail', async () => {
    await loginThroughProxy(t, '192.0.2.55', 'wrong-password');
    const rows = await t.db
      .selectFrom('audit_logs')
      .select('ip_address')
      .where('action', '=', 'Failed Login Attempt')
      .where('user_label', '=', demoAccount.email)
      .execute();
    expect(rows.map((row) => row.ip_address).sort()).toEqual(['192.0.2.55', '203.0.113.7', '203.0.113.7']);
  });
});

describe('without a trusted proxy', () => {
  const t = setupTestApp({ limits });

  it('ignores X-Forwarded-For, so a client cannot dodge the limit by forging it', async () => {
    await loginThroughProxy(t, '203.0.113.7', 'wrong-password');
    await loginThroughProxy(t, '203.0.113.8', 'wrong-password');
    expect((await loginThroughProxy(t, '203.0.113.9', demoAccount.password)).statusCode).toBe(429);
  });
});

const failedLoginIps = async (harness: ReturnType<typeof setupTestApp>) =>
  (
    await harness.db
      .selectFrom('audit_logs')
      .select('ip_address')
      .where('action', '=', 'Failed Login Attempt')
      .where('user_label', '=', demoAccount.email)
      .orderBy('seq')
      .execute()
  ).map((row) => row.ip_address);

describe('a client that is not the trusted proxy', () => {
  const t = setupTestApp({ limits, trustProxy: [proxy] });
  const direct = '198.51.100.20';
  const spoofed = (forwardedFor: string, password = 'wrong-password') =>
    api(t.app, 'POST', '/api/auth/login', {
      body: { email: demoAccount.email, password },
      remoteAddress: direct,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('cannot choose the audited address or the rate-limit key with X-Forwarded-For', async () => {
    await spoofed('203.0.113.1');
    await spoofed(`203.0.113.2, ${proxy}`);
    expect(await failedLoginIps(t)).toEqual([direct, direct]);
    expectFailure(await spoofed('203.0.113.3', demoAccount.password), 429);
    expect((await loginThroughProxy(t, '203.0.113.3', demoAccount.password)).statusCode).toBe(200);
  });
});

describe('behind one proxy given as a hop count (TRUST_PROXY=1)', () => {
  const t = setupTestApp({ limits, trustProxy: 1 });

  it('takes the address the proxy appended, not one the client put before it', async () => {
    await loginThroughProxy(t, '192.0.2.1, 203.0.113.50', 'wrong-password');
    await loginThroughProxy(t, '192.0.2.2, 203.0.113.50', 'wrong-password');
    expect(await failedLoginIps(t)).toEqual(['203.0.113.50', '203.0.113.50']);
    expectFailure(await loginThroughProxy(t, '192.0.2.3, 203.0.113.50', demoAccount.password), 429);
    expect((await loginThroughProxy(t, '203.0.113.51', demoAccount.password)).statusCode).toBe(200);
  });
});
