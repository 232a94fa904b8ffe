import { defaultLimits } from '../../../../server/src/core/limits';
import { demoAccount } from '../../../../server/src/demo/seed';
import { api, expectFailure } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ limits: { login: defaultLimits.login } });

const attackerIp = '203.0.113.66';
const login = (password: string, ip = attackerIp) =>
  api(t.app, 'POST', '/api/auth/login', { body: { email: demoAccount.email, password }, remoteAddress: ip });

describe('parallel password guessing', () => {
  it('processes no more guesses than the limit, refuses the right password while blocked, and spares the owner elsewhere', async () => {
    const guesses = await Promise.all(Array.from({ length: 200 }, (_, index) => login(`wrong-guess-${index}`)));

    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    const failures = (await auditRowsFor(t.db, 'Failed Login Attempt')).filter((row) => row.ip_address === attackerIp);
    expect(failures).toHaveLength(5);

    const rightPassword = await login(demoAccount.password);
    // The wait is 2 s on SQLite, which serialises the burst; on PostgreSQL an attempt counted later in the burst may
    // take the back-off slot first and earn a longer wait.
    expectFailure(rightPassword, 429, /^Too many sign-in attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
    expect(Number(rightPassword.headers['retry-after'])).toBeGreaterThanOrEqual(2);

    expect((await login(demoAccount.password, '198.51.100.20')).statusCode).toBe(200);
  }, 60_000);
});
