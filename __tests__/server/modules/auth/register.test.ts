import { demoAccount } from '../../../../server/src/demo/seed';
import * as passwords from '../../../../server/src/lib/passwords';
import { api, expectFailure, expectNoSecrets, newAccount } from '../../helpers/requests';
import { auditRowsFor, countRows } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const register = (body: unknown) =>
  api(t.app, 'POST', '/api/auth/register', { body, headers: { 'content-type': 'application/json' } });

describe('POST /api/auth/register', () => {
  it('creates an organisation named after the company with the user as its Admin', async () => {
    const account = newAccount({ email: 'New.Person@Example.com', company: 'Globex', jobTitle: 'CTO' });

    const response = await register(account);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      data: {
        id: expect.any(String),
        name: account.name,
        email: 'new.person@example.com',
        role: 'Admin',
        jobTitle: 'CTO',
        phone: null,
        timezone: 'UTC-5',
        company: 'Globex',
        organizationId: expect.any(String),
        createdAt: expect.any(String),
      },
    });
    expectNoSecrets(response);

    const user = await t.db.selectFrom('users').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.email).toBe('new.person@example.com');
    const organization = await t.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', body.data.organizationId)
      .executeTakeFirstOrThrow();
    expect(organization.name).toBe('Globex');

    const me = await api(t.app, 'GET', '/api/auth/me', { token: body.token });
    expect(me.json().data.email).toBe('new.person@example.com');

    const [audit] = (await auditRowsFor(t.db, 'User Registered')).filter((row) => row.user_id === body.data.id);
    expect(audit).toMatchObject({
      severity: 'success',
      category: 'authentication',
      organization_id: body.data.organizationId,
    });
  });

  it('keeps unicode names and companies intact and treats an empty job title as none', async () => {
    const response = await register(
      newAccount({ name: 'Zoë Ñúñez 李小龍', company: 'Société Générale 🚀', jobTitle: '' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Zoë Ñúñez 李小龍',
      company: 'Société Générale 🚀',
      jobTitle: null,
    });
  });

  it('stores SQL-looking text verbatim instead of executing it', async () => {
    const name = "Robert'); DROP TABLE users; --";
    const response = await register(newAccount({ name, company: "x' OR '1'='1" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.name).toBe(name);
    expect(await countRows(t.db, 'users')).toBeGreaterThan(1);
  });

  it('refuses an email already registered, whatever its case, after the same password hashing as a new one', async () => {
    const hashing = jest.spyOn(passwords, 'hashPassword');
    try {
      const response = await register(newAccount({ email: demoAccount.email.toUpperCase() }));
      expectFailure(response, 409, 'An account with this email already exists');
      expect(hashing).toHaveBeenCalledTimes(1);
    } finally {
      hashing.mockRestore();
    }
  });

  describe('rejects bad input with 400 naming the field and stores nothing', () => {
    const valid = () => newAccount();
    it.each<[string, unknown, string | RegExp]>([
      ['missing name', { ...valid(), name: undefined }, 'name is required'],
      ['blank name', { ...valid(), name: '   ' }, 'name is required'],
      ['missing email', { ...valid(), email: undefined }, 'email is required'],
      ['malformed email', { ...valid(), email: 'someone@' }, 'email must be a valid email address'],
      ['SQL-looking email', { ...valid(), email: "'; DROP TABLE users; --" }, 'email must be a valid email address'],
      ['unicode email', { ...valid(), email: 'zoë@exämple.com' }, 'email must be a valid email address'],
      ['missing password', { ...valid(), password: undefined }, 'password is required'],
      ['short password', { ...valid(), password: '12345' }, 'password must be at least 8 characters'],
      ['numeric password', { ...valid(), password: 12345678 }, 'password must be a string'],
      ['missing company', { ...valid(), company: undefined }, 'company is required'],
      ['over-long name', { ...valid(), name: 'n'.repeat(121) }, 'name must be at most 120 characters'],
      ['object job title', { ...valid(), jobTitle: { role: 'CTO' } }, 'jobTitle must be a string'],
      ['string body', JSON.stringify('just a string'), 'Request body must be a JSON object'],
    ])('%s', async (_case, body, message) => {
      const before = await Promise.all([countRows(t.db, 'users'), countRows(t.db, 'organizations')]);
      const response = await register(body);
      expectFailure(response, 400, message);
      expect(await Promise.all([countRows(t.db, 'users'), countRows(t.db, 'organizations')])).toEqual(before);
    });

    it('malformed JSON', async () => {
      expectFailure(await register('{"name": "x"'), 400, 'Request body must be valid JSON');
    });

    it('a 2 MB body', async () => {
      const before = await countRows(t.db, 'users');
      expectFailure(await register({ ...valid(), name: 'x'.repeat(2 * 1024 * 1024) }), 413, /too large/);
      expect(await countRows(t.db, 'users')).toBe(before);
    });
  });
});
