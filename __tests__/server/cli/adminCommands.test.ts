import { api, expectFailure, signIn } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';
import { createAdminRunner } from '../helpers/adminCli';
import { emlPathFrom, mimePart, readEml, setPasswordTokenInEmail } from '../helpers/eml';
import { demoAccount } from '../../../server/src/demo/seed';

const t = setupTestApp();
const admin = createAdminRunner(() => t.db);
afterAll(() => admin.cleanup());

const submit = (email: string, fullName: string) =>
  api(t.app, 'POST', '/api/wishlist', {
    body: {
      fullName,
      email,
      jobTitle: 'CISO',
      company: 'Initech',
      companySize: '51-200',
      industry: 'Healthcare',
      complianceGoal: 'HIPAA',
    },
  });

describe('admin commands', () => {
  it('--help lists every command', async () => {
    const result = await admin.run('--help');
    expect(result.code).toBe(0);
    for (const command of [
      'wishlist:list',
      'wishlist:invite',
      'wishlist:reject',
      'users:list',
      'users:reset-password',
    ]) {
      expect(result.out).toContain(command);
    }
  });

  it('an unknown command exits 2 and points at --help', async () => {
    const result = await admin.run('wishlist:explode');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Unknown command "wishlist:explode"');
  });

  it('wishlist:list prints a table, filterable by status', async () => {
    expect((await admin.run('wishlist:list')).out).toContain('No early-access requests yet.');
    await submit('peter@initech.com', 'Peter Gibbons');
    await submit('milton@initech.com', 'Milton Waddams');
    await admin.run('wishlist:reject', 'milton@initech.com');

    const all = await admin.run('wishlist:list');
    expect(all.out).toMatch(/Requested \(UTC\)\s+Status\s+Email\s+Name/);
    expect(all.out).toMatch(/pending\s+peter@initech\.com\s+Peter Gibbons\s+CISO\s+Initech\s+51-200\s+HIPAA/);
    expect(all.out).toContain('2 requests');

    const pending = await admin.run('wishlist:list', '--status', 'pending');
    expect(pending.out).toContain('peter@initech.com');
    expect(pending.out).not.toContain('milton@initech.com');
    expect((await admin.run('wishlist:list', '--status=rejected')).out).toContain('milton@initech.com');

    const bad = await admin.run('wishlist:list', '--status', 'lost');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Unknown status "lost"');
  });

  it('wishlist:reject marks a pending request and refuses to do it twice or for unknown emails', async () => {
    await submit('bill@initech.com', 'Bill Lumbergh');
    const result = await admin.run('wishlist:reject', 'BILL@initech.com');
    expect(result).toMatchObject({ code: 0, out: 'Rejected the early-access request of bill@initech.com.\n' });
    expect((await admin.run('wishlist:reject', 'bill@initech.com')).err).toContain(
      'bill@initech.com is already rejected.',
    );
    expect((await admin.run('wishlist:reject', 'who@initech.com')).code).toBe(1);
  });

  it('organizations:list prints every organisation with its id, creation date and user count', async () => {
    const { id } = await t.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Acme Cloud')
      .executeTakeFirstOrThrow();
    const result = await admin.run('organizations:list');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Id\s+Name\s+Created\s+Users\n/);
    // The demo team of four and its pending invitation.
    expect(result.out).toMatch(new RegExp(`${id}\\s+Acme Cloud\\s+\\d{4}-\\d{2}-\\d{2}\\s+5\\n`));
  });

  it('users:list prints every user with organisation and role', async () => {
    const result = await admin.run('users:list');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Acme Cloud\s+demo@securo\.dev\s+Alex Morgan\s+Admin/);
  });

  it('users:reset-password emails a one-time set-password link (no password) and signs out every session', async () => {
    const token = await signIn(t.app);

    const result = await admin.run('users:reset-password', demoAccount.email);

    expect(result.code).toBe(0);
    const raw = readEml(emlPathFrom(result.out));
    expect(mimePart(raw, 'text/plain')).not.toMatch(/^Password: /m);
    const password = 'a-new-password-of-mine';
    const body = { token: setPasswordTokenInEmail(raw), password };
    expect((await api(t.app, 'POST', '/api/auth/set-password', { body })).statusCode).toBe(200);
    expectFailure(await api(t.app, 'GET', '/api/auth/me', { token }), 401);
    expectFailure(
      await api(t.app, 'POST', '/api/auth/login', {
        body: { email: demoAccount.email, password: demoAccount.password },
      }),
      401,
    );
    expect(await signIn(t.app, demoAccount.email, password)).toEqual(expect.any(String));
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'Password Reset')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ category: 'system' });
  });

  it('users:reset-password refuses an unknown email', async () => {
    const result = await admin.run('users:reset-password', 'ghost@example.com');
    expect(result.code).toBe(1);
    expect(result.err).toContain('No user with the email ghost@example.com.');
  });
});
