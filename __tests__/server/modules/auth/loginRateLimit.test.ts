import { demoAccount } from '../../../../server/src/db/seed';
import { api, expectFailure } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const windowMs = 15 * 60 * 1000;
const t = setupTestApp({ limits: { login: { windowMs, maxFailuresPerIp: 6, maxFailuresPerEmail: 3 } } });

const login = (email: string, password: string, ip = '127.0.0.1') =>
  api(t.app, 'POST', '/api/auth/login', { body: { email, password }, remoteAddress: ip });

describe('sign-in rate limits', () => {
  it('blocks an email after repeated failures with 429, Retry-After and a message, then lifts after the window', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(demoAccount.email, 'wrong-password')).statusCode).toBe(401);
    }

    const blocked = await login(demoAccount.email, demoAccount.password);
    expectFailure(blocked, 429, 'Too many sign-in attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);

    t.clock.advance(windowMs + 1000);
    expect((await login(demoAccount.email, demoAccount.password)).statusCode).toBe(200);
  });

  it('blocks an IP that fails across many emails', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(`someone${attempt}@example.com`, 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await login(demoAccount.email, demoAccount.password);
    expectFailure(blocked, 429, /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(blocked.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect((await login(demoAccount.email, demoAccount.password, '10.0.0.9')).statusCode).toBe(200);

    t.clock.advance(windowMs);
  });

  it('a successful sign-in clears the failures counted against the email', async () => {
    t.clock.advance(windowMs);
    await login(demoAccount.email, 'wrong-password');
    await login(demoAccount.email, 'wrong-password');
    expect((await login(demoAccount.email, demoAccount.password)).statusCode).toBe(200);
    await login(demoAccount.email, 'wrong-password');
    await login(demoAccount.email, 'wrong-password');
    expect((await login(demoAccount.email, demoAccount.password)).statusCode).toBe(200);
  });
});
