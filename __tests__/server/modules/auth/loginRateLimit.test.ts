import { demoAccount } from '../../../../server/src/demo/seed';
import { api, expectFailure } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const windowMs = 15 * 60 * 1000;
const t = setupTestApp({
  limits: {
    login: {
      perIp: { max: 8, windowMs },
      perEmailAndIp: { freeAttempts: 3, maxWaitSeconds: 8, windowMs },
      perEmail: { max: 12, windowMs },
    },
  },
});

const login = (email: string, password: string, ip = '127.0.0.1') =>
  api(t.app, 'POST', '/api/auth/login', { body: { email, password }, remoteAddress: ip });

const failFromIp = async (ip: string, times: number) => {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await login(demoAccount.email, 'wrong-password', ip)).statusCode).toBe(401);
  }
};

describe('sign-in rate limits', () => {
  it('after the free failures, makes that address wait 2^n seconds per attempt up to the cap, with Retry-After', async () => {
    await failFromIp('198.51.100.1', 3);

    const blocked = await login(demoAccount.email, demoAccount.password, '198.51.100.1');
    expectFailure(blocked, 429, 'Too many sign-in attempts. Please try again in 2 seconds.');
    expect(blocked.headers['retry-after']).toBe('2');

    t.clock.advance(2000);
    expect((await login(demoAccount.email, 'wrong-password', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(demoAccount.email, demoAccount.password, '198.51.100.1')).headers['retry-after']).toBe('4');
    t.clock.advance(4000);
    expect((await login(demoAccount.email, 'wrong-password', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(demoAccount.email, demoAccount.password, '198.51.100.1')).headers['retry-after']).toBe('8');
    t.clock.advance(8000);
    expect((await login(demoAccount.email, 'wrong-password', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(demoAccount.email, demoAccount.password, '198.51.100.1')).headers['retry-after']).toBe('8');
    t.clock.advance(8000);
    expect((await login(demoAccount.email, demoAccount.password, '198.51.100.1')).statusCode).toBe(200);
    t.clock.advance(windowMs);
  });

  it('never locks the owner out from another address while one address is backed off', async () => {
    await failFromIp('203.0.113.9', 3);
    expect((await login(demoAccount.email, demoAccount.password, '203.0.113.9')).statusCode).toBe(429);
    expect((await login(demoAccount.email, demoAccount.password, '192.0.2.10')).statusCode).toBe(200);
    t.clock.advance(windowMs);
  });

  it('blocks an address that fails across many emails until its window ends', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await login(`someone${attempt}@example.com`, 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await login(demoAccount.email, demoAccount.password);
    expectFailure(blocked, 429, 'Too many sign-in attempts. Please try again in 15 minutes.');
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect((await login(demoAccount.email, demoAccount.password, '10.0.0.9')).statusCode).toBe(200);

    t.clock.advance(windowMs);
    expect((await login(demoAccount.email, demoAccount.password)).statusCode).toBe(200);
  });

  it('stops guessing spread over many addresses at the per-email ceiling', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(demoAccount.email, 'wrong-password', `198.18.0.${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await login(demoAccount.email, demoAccount.password, '198.18.1.1')).statusCode).toBe(429);
    t.clock.advance(windowMs);
    expect((await login(demoAccount.email, demoAccount.password, '198.18.1.1')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the back-off counted against that email and address', async () => {
    await failFromIp('127.0.0.2', 2);
    expect((await login(demoAccount.email, demoAccount.password, '127.0.0.2')).statusCode).toBe(200);
    await failFromIp('127.0.0.2', 2);
    expect((await login(demoAccount.email, demoAccount.password, '127.0.0.2')).statusCode).toBe(200);
  });
});
