import { randomUUID } from 'node:crypto';
import { api, expectFailure, newAccount, signIn } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';
import { createAdminRunner } from '../helpers/adminCli';

const t = setupTestApp();
const admin = createAdminRunner(() => t.db);
afterAll(async () => {
  admin.cleanup();
  await t.database.dispose();
});

const wishlist = (overrides: Record<string, string>) => ({
  fullName: 'Dana Scully',
  email: `dana.${randomUUID()}@example.com`,
  jobTitle: 'CISO',
  company: 'Fox Mulder Labs',
  companySize: '11-50',
  industry: 'Technology',
  complianceGoal: 'SOC2',
  ...overrides,
});

const singleLine = 'must not contain line breaks or control characters';

describe('control characters in names and single-line fields', () => {
  it.each([
    ['fullName', 'Dana\r\nSign in: https://evil.example'],
    ['fullName', 'Dana \u001b[2J\u001b[31mScully'],
    ['company', 'Acme\u202eyfitoN'],
    ['company', 'Acme\u2028Cloud'],
  ])('refuses an early-access request whose %s holds them, naming the field', async (field, value) => {
    const response = await api(t.app, 'POST', '/api/wishlist', { body: wishlist({ [field]: value }) });
    expectFailure(response, 400, `${field} ${singleLine}`);
  });

  it('keeps line breaks in free text and refuses other control characters there', async () => {
    const kept = wishlist({ currentChallenges: 'Audit in March.\nNo SIEM yet.\tTeam of 3.' });
    expect((await api(t.app, 'POST', '/api/wishlist', { body: kept })).statusCode).toBe(201);
    const bell = await api(t.app, 'POST', '/api/wishlist', { body: wishlist({ currentChallenges: 'ring\u0007' }) });
    expectFailure(bell, 400, 'currentChallenges must not contain control characters');
  });

  it('refuses them in a registration and a profile change', async () => {
    const register = await api(t.app, 'POST', '/api/auth/register', {
      body: newAccount({ name: 'Eve\nAdmin' }),
    });
    expectFailure(register, 400, `name ${singleLine}`);
    const token = await signIn(t.app);
    const update = await api(t.app, 'PUT', '/api/auth/updatedetails', {
      token,
      body: { jobTitle: 'CISO\u0000' },
    });
    expectFailure(update, 400, `jobTitle ${singleLine}`);
  });

  it('prints a value stored before the rule with its control characters written out', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('wishlist_requests')
      .values({
        id: randomUUID(),
        email: 'legacy@example.com',
        full_name: 'Legacy \u001b]0;pwned\u0007Name',
        job_title: 'CTO',
        company: 'Old\r\nCo',
        company_size: '1-10',
        industry: 'Technology',
        compliance_goal: 'SOC2',
        current_challenges: null,
        timeline: null,
        hear_about_us: null,
        status: 'pending',
        ip_address: null,
        user_id: null,
        created_at: now,
        updated_at: now,
        invited_at: null,
      })
      .execute();

    const result = await admin.run('wishlist:list');

    expect(result.code).toBe(0);
    expect(result.out).toContain('Legacy \\u001b]0;pwned\\u0007Name');
    expect(result.out).toContain('Old\\u000d\\u000aCo');
    // eslint-disable-next-line no-control-regex
    expect(result.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  });
});
