import { api, expectFailure, newAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ limits: { register: { max: 2, timeWindow: 60 * 60 * 1000 } } });

describe('registration rate limit', () => {
  it('answers 429 with a message and Retry-After once an IP exceeds the limit', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await api(t.app, 'POST', '/api/auth/register', { body: newAccount() })).statusCode).toBe(201);
    }
    const blocked = await api(t.app, 'POST', '/api/auth/register', { body: newAccount() });
    expectFailure(blocked, 429, /^Too many requests\. Please try again in .+\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await api(t.app, 'POST', '/api/auth/register', { body: newAccount(), remoteAddress: '10.1.2.3' });
    expect(elsewhere.statusCode).toBe(201);
  });
});
