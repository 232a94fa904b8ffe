import { api } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';
import { appUrl, createAdminRunner } from '../helpers/adminCli';
import { emlPathFrom, mimePart, readEml, setPasswordTokenInEmail } from '../helpers/eml';
import { demoAccount } from '../../../server/src/demo/seed';

const t = setupTestApp();
const admin = createAdminRunner(() => t.db);
afterAll(() => admin.cleanup());

const request = (email: string, overrides: Record<string, string> = {}) => ({
  fullName: 'Priya Patel',
  email,
  jobTitle: 'CTO',
  company: 'Startup IO',
  companySize: '11-50',
  industry: 'Technology',
  complianceGoal: 'SOC2',
  ...overrides,
});

const requestAccess = async (body: ReturnType<typeof request>) => {
  expect((await api(t.app, 'POST', '/api/wishlist', { body })).statusCode).toBe(201);
};

const wishlistRow = (email: string) =>
  t.db.selectFrom('wishlist_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('npm run admin -- wishlist:invite', () => {
  it('turns a request into an Admin of a new organisation who sets a password from the emailed link', async () => {
    await requestAccess(request('Priya@Startup.io'));

    const result = await admin.run('wishlist:invite', 'priya@startup.io');

    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(
      'Invited Priya Patel <priya@startup.io> as Admin of Startup IO (new organisation, id ',
    );
    const raw = readEml(emlPathFrom(result.out));
    expect(raw).toMatch(/^To: priya@startup\.io$/m);
    expect(raw).toMatch(/^Subject: Your Securo early access is ready$/m);
    expect(raw).not.toMatch(/^Password: /m);
    const token = setPasswordTokenInEmail(raw);
    expect(mimePart(raw, 'text/plain')).toContain(`Set your password: ${appUrl}/set-password?token=${token}`);
    expect(mimePart(raw, 'text/html')).toContain(`href="${appUrl}/set-password?token=${token}"`);

    const password = 'a-password-of-my-own';
    expect((await api(t.app, 'POST', '/api/auth/set-password', { body: { token, password } })).statusCode).toBe(200);
    const login = await api(t.app, 'POST', '/api/auth/login', { body: { email: 'priya@startup.io', password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({
      name: 'Priya Patel',
      role: 'Admin',
      jobTitle: 'CTO',
      company: 'Startup IO',
    });

    const row = await wishlistRow('priya@startup.io');
    expect(row).toMatchObject({ status: 'invited', user_id: login.json().data.id });
    expect(row.invited_at).toEqual(expect.any(String));
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('organization_id', '=', login.json().data.organizationId)
      .where('action', '=', 'User Invited')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ category: 'system', severity: 'success' });
    expect(audit.details).toContain('priya@startup.io');
  });

  it('gives a request naming an existing company (any case) a new organisation, never joining it by name', async () => {
    await requestAccess(request('eve@evil.io', { fullName: 'Eve', company: 'acme cloud' }));

    const result = await admin.run('wishlist:invite', 'eve@evil.io');

    expect(result.code).toBe(0);
    expect(result.out).toContain('as Admin of acme cloud (new organisation');
    const eve = await t.db
      .selectFrom('users')
      .select('organization_id')
      .where('email', '=', 'eve@evil.io')
      .executeTakeFirstOrThrow();
    const demo = await t.db
      .selectFrom('users')
      .select('organization_id')
      .where('email', '=', demoAccount.email)
      .executeTakeFirstOrThrow();
    expect(eve.organization_id).not.toBe(demo.organization_id);
  });

  it('adds a colleague to an existing organisation only by id and with --confirm, as the given role', async () => {
    await requestAccess(
      request('sam@startup.io', { fullName: 'Sam Lee', company: 'Startup IO', jobTitle: 'Developer' }),
    );
    const { id } = await t.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Startup IO')
      .executeTakeFirstOrThrow();

    const unconfirmed = await admin.run('wishlist:invite', 'sam@startup.io', '--organization', id);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.err).toContain('--confirm');

    const result = await admin.run(
      'wishlist:invite',
      'sam@startup.io',
      '--organization',
      id,
      '--confirm',
      '--role',
      'Auditor',
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain(`as Auditor of Startup IO (existing organisation, id ${id})`);
    const organizations = await t.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Startup IO')
      .execute();
    expect(organizations).toHaveLength(1);
  });

  it('refuses a repeated invite with a clear message and a non-zero exit', async () => {
    const result = await admin.run('wishlist:invite', 'priya@startup.io');
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toContain('priya@startup.io has already been invited.');
  });

  it('refuses an unknown email', async () => {
    const result = await admin.run('wishlist:invite', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.err).toContain('No early-access request found for nobody@example.com.');
  });

  it('asks for the email when it is missing', async () => {
    const result = await admin.run('wishlist:invite');
    expect(result.code).toBe(1);
    expect(result.err).toContain('Usage: npm run admin -- wishlist:invite <email> [--organization <id> --confirm');
  });

  it('changes nothing when the invite fails part-way (an account already uses the email)', async () => {
    await requestAccess(request(demoAccount.email, { company: 'Brand New Co' }));
    const usersBefore = await t.db.selectFrom('users').select('id').execute();

    const result = await admin.run('wishlist:invite', demoAccount.email);

    expect(result.code).toBe(1);
    expect(result.err).toContain('already exists');
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(usersBefore.length);
    expect(await t.db.selectFrom('organizations').select('id').where('name', '=', 'Brand New Co').execute()).toEqual(
      [],
    );
    expect((await wishlistRow(demoAccount.email)).status).toBe('pending');
  });

  it('answers a new request from an invited email as any other, and leaves the invite as it was', async () => {
    const response = await api(t.app, 'POST', '/api/wishlist', { body: request('priya@startup.io', { company: 'X' }) });
    expect(response.statusCode).toBe(201);
    expect(await wishlistRow('priya@startup.io')).toMatchObject({ status: 'invited', company: 'Startup IO' });
  });
});
