import { api, expectFailure } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false, limits: { wishlist: { max: 2, timeWindow: 60 * 60 * 1000 } } });

const request = (n: number) => ({
  fullName: 'Rate Limited',
  email: `limited${n}@example.com`,
  jobTitle: 'CTO',
  company: 'Limits Inc',
  companySize: '1-10',
  industry: 'Technology',
  complianceGoal: 'SOC2',
});

describe('wishlist rate limit', () => {
  it('answers 429 with a message once an IP sends too many requests, storing nothing more', async () => {
    expect((await api(t.app, 'POST', '/api/wishlist', { body: request(1) })).statusCode).toBe(201);
    expect((await api(t.app, 'POST', '/api/wishlist', { body: request(2) })).statusCode).toBe(201);

    const blocked = await api(t.app, 'POST', '/api/wishlist', { body: request(3) });

    expectFailure(blocked, 429, /^Too many early-access requests from this address\. Please try again in .+\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const row = await t.db
      .selectFrom('wishlist_requests')
      .select('id')
      .where('email', '=', 'limited3@example.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(
      (await api(t.app, 'POST', '/api/wishlist', { body: request(4), remoteAddress: '198.51.100.4' })).statusCode,
    ).toBe(201);
  });
});
