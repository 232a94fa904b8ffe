import { demoAccount } from '../../../../server/src/demo/seed';
import { expectFailure, expectNoSecrets, api } from '../../helpers/requests';
import { auditRowsFor, countRows } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const login = (body: unknown, headers?: Record<string, string>) =>
  api(t.app, 'POST', '/api/auth/login', { body, headers });

describe('POST /api/auth/login', () => {
  it('signs the demo user in and returns a token and the session user', async () => {
    const response = await login({ email: demoAccount.email, password: demoAccount.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      message: 'Signed in successfully',
      data: {
        id: expect.any(String),
        name: demoAccount.name,
        email: demoAccount.email,
        role: 'Admin',
        jobTitle: demoAccount.jobTitle,
        phone: null,
        timezone: 'UTC-5',
        company: demoAccount.organization,
        organizationId: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    });
    expectNoSecrets(response);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const response = await login({ email: '  DEMO@Securo.DEV ', password: demoAccount.password });
    expect(response.statusCode).toBe(200);
  });

  it('stores a session for each sign-in and records a success audit row', async () => {
    const sessionsBefore = await countRows(t.db, 'sessions');
    const auditsBefore = (await auditRowsFor(t.db, 'User Login')).length;

    await login({ email: demoAccount.email, password: demoAccount.password }, { 'user-agent': 'jest-agent' });

    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore + 1);
    const audits = await auditRowsFor(t.db, 'User Login');
    expect(audits).toHaveLength(auditsBefore + 1);
    const latest = audits[audits.length - 1];
    expect(latest).toMatchObject({ severity: 'success', category: 'authentication', user_label: demoAccount.name });
    expect(latest.organization_id).toEqual(expect.any(String));
    expect(latest.ip_address).toBe('127.0.0.1');
  });

  it.each([
    ['a wrong password', { email: demoAccount.email, password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@securo.dev', password: demoAccount.password }],
  ])('rejects %s with the same message', async (_case, body) => {
    const response = await login(body);
    expectFailure(response, 401, 'Invalid email or password');
    expectNoSecrets(response);
  });

  it('records failed attempts as warnings with the attempted email and IP', async () => {
    await login({ email: demoAccount.email, password: 'nope-nope' });
    await login({ email: 'ghost@example.com', password: 'nope-nope' });

    const failures = await auditRowsFor(t.db, 'Failed Login Attempt');
    const known = failures.find((row) => row.user_label === demoAccount.email);
    const unknown = failures.find((row) => row.user_label === 'ghost@example.com');
    expect(known).toMatchObject({ severity: 'warning', category: 'authentication', ip_address: '127.0.0.1' });
    expect(known?.organization_id).toEqual(expect.any(String));
    expect(known?.details).toContain(demoAccount.email);
    expect(unknown).toMatchObject({ severity: 'warning', organization_id: null, user_id: null });
    expect(unknown?.details).toContain('ghost@example.com');
  });

  it('treats SQL-looking passwords as plain text', async () => {
    const response = await login({ email: demoAccount.email, password: "' OR '1'='1' --" });
    expectFailure(response, 401, 'Invalid email or password');
  });

  describe('rejects bad input with 4xx JSON naming the problem, creating no session', () => {
    it.each<[string, unknown, number, string | RegExp]>([
      ['a missing email', { password: 'x' }, 400, 'email is required'],
      ['a missing password', { email: demoAccount.email }, 400, 'password is required'],
      ['an empty password', { email: demoAccount.email, password: '' }, 400, 'password is required'],
      ['a malformed email', { email: 'not-an-email', password: 'x' }, 400, 'email must be a valid email address'],
      ['an email of the wrong type', { email: 42, password: 'x' }, 400, 'email must be a string'],
      ['a password of the wrong type', { email: demoAccount.email, password: ['x'] }, 400, 'password must be a string'],
      [
        'an SQL-looking email',
        { email: "admin'--@x.com' OR 1=1", password: 'x' },
        400,
        'email must be a valid email address',
      ],
      ['a unicode email', { email: 'zoë@exämple.com', password: 'x' }, 400, 'email must be a valid email address'],
      ['a JSON array body', [], 400, 'Request body must be a JSON object'],
      ['a null body', null, 400, /Request body/],
    ])('%s', async (_case, body, status, message) => {
      const sessionsBefore = await countRows(t.db, 'sessions');
      const response = await api(t.app, 'POST', '/api/auth/login', {
        body: body === null ? 'null' : body,
        headers: { 'content-type': 'application/json' },
      });
      expectFailure(response, status, message);
      expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
    });

    it('malformed JSON', async () => {
      const response = await api(t.app, 'POST', '/api/auth/login', {
        body: '{"email": "demo@securo.dev", ',
        headers: { 'content-type': 'application/json' },
      });
      expectFailure(response, 400, 'Request body must be valid JSON');
    });

    it('a non-JSON content type', async () => {
      const response = await api(t.app, 'POST', '/api/auth/login', {
        body: 'email=demo@securo.dev&password=securo-demo',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectFailure(response, 415, 'Content-Type must be application/json');
    });

    it('a 2 MB body', async () => {
      const response = await login({ email: demoAccount.email, password: 'x'.repeat(2 * 1024 * 1024) });
      expectFailure(response, 413, /too large/);
    });
  });
});
