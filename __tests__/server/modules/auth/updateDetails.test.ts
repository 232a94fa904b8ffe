import { api, expectFailure, expectNoSecrets, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const update = (token: string, body: unknown) => api(t.app, 'PUT', '/api/auth/updatedetails', { token, body });

describe('PUT /api/auth/updatedetails', () => {
  it('updates name and job title, strips unknown keys and records a data audit row', async () => {
    const account = await registerAccount(t.app);

    const response = await update(account.token, {
      name: 'Renamed Person',
      jobTitle: 'CISO',
      role: 'Viewer',
      company: 'Hacked',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        name: 'Renamed Person',
        jobTitle: 'CISO',
        role: 'Admin',
        company: account.company,
      }),
    });
    expectNoSecrets(response);
    const me = await api(t.app, 'GET', '/api/auth/me', { token: account.token });
    expect(me.json().data).toMatchObject({ name: 'Renamed Person', jobTitle: 'CISO', role: 'Admin' });

    const [audit] = (await auditRowsFor(t.db, 'Profile Updated')).filter((row) => row.user_id === account.id);
    expect(audit).toMatchObject({ severity: 'info', category: 'data', organization_id: account.organizationId });
  });

  it('saves phone and timezone, audited with each field before -> after', async () => {
    const account = await registerAccount(t.app);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: account.token })).json().data).toMatchObject({
      phone: null,
      timezone: 'UTC-5',
    });

    const response = await update(account.token, {
      name: 'Phoned Person',
      phone: ' +1 (415) 555-0134 ',
      timezone: 'UTC-8',
    });

    expect(response.json().data).toMatchObject({
      name: 'Phoned Person',
      phone: '+1 (415) 555-0134',
      timezone: 'UTC-8',
    });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Phoned Person', phone: '+1 (415) 555-0134', timezone: 'UTC-8' });
    const [audit] = (await auditRowsFor(t.db, 'Profile Updated')).filter((entry) => entry.user_id === account.id);
    expect(audit.details).toBe(
      `Phoned Person updated their profile: name: ${account.name} -> Phoned Person; phone: (none) -> +1 (415) 555-0134; timezone: UTC-5 -> UTC-8`,
    );
  });

  it('clears the job title when sent empty', async () => {
    const account = await registerAccount(t.app, { jobTitle: 'CTO' });
    const response = await update(account.token, { jobTitle: '' });
    expect(response.json().data.jobTitle).toBeNull();
  });

  it('asks for the current password before moving the account to another email, and audits a wrong one', async () => {
    const account = await registerAccount(t.app);

    expectFailure(
      await update(account.token, { email: 'elsewhere@example.com' }),
      400,
      'currentPassword is required to change the email',
    );
    expectFailure(
      await update(account.token, { email: 'elsewhere@example.com', currentPassword: 'not-my-password' }),
      400,
      'Current password is incorrect',
    );

    const me = await api(t.app, 'GET', '/api/auth/me', { token: account.token });
    expect(me.json().data.email).toBe(account.email);
    const [failure] = (await auditRowsFor(t.db, 'Password Change Failed')).filter((row) => row.user_id === account.id);
    expect(failure).toMatchObject({ severity: 'warning', category: 'authentication' });
    expect(failure.details).toContain('while changing their email');
  });

  it('needs no password for a name or job title', async () => {
    const account = await registerAccount(t.app);
    expect((await update(account.token, { name: 'No Password Needed' })).statusCode).toBe(200);
  });

  describe('rejects bad input with 400 and changes nothing', () => {
    it.each<[string, unknown, string]>([
      ['an empty object', {}, 'Provide at least one of name, email, jobTitle, phone or timezone'],
      ['only unknown keys', { role: 'Admin' }, 'Provide at least one of name, email, jobTitle, phone or timezone'],
      ['a blank name', { name: '  ' }, 'name is required'],
      ['a numeric name', { name: 7 }, 'name must be a string'],
      ['a malformed email', { email: 'nope' }, 'email must be a valid email address'],
      ['an SQL-looking email', { email: "x' OR 1=1; --" }, 'email must be a valid email address'],
      ['an over-long job title', { jobTitle: 'j'.repeat(121) }, 'jobTitle must be at most 120 characters'],
      ['letters in the phone', { phone: 'call me' }, 'phone must contain only digits, spaces and + ( ) -'],
      [
        'a timezone SPEC §9 does not list',
        { timezone: 'UTC+5' },
        'timezone must be one of: UTC-8, UTC-7, UTC-6, UTC-5, UTC+0',
      ],
    ])('%s', async (_case, body, message) => {
      const account = await registerAccount(t.app);
      expectFailure(await update(account.token, body), 400, message);
      const me = await api(t.app, 'GET', '/api/auth/me', { token: account.token });
      expect(me.json().data).toMatchObject({ name: account.name, email: account.email, jobTitle: account.jobTitle });
    });

    it('malformed JSON', async () => {
      const account = await registerAccount(t.app);
      const response = await api(t.app, 'PUT', '/api/auth/updatedetails', {
        token: account.token,
        body: '{name:',
        headers: { 'content-type': 'application/json' },
      });
      expectFailure(response, 400, 'Request body must be valid JSON');
    });
  });

  it('requires a token', async () => {
    expectFailure(await update('', { name: 'Anyone' }), 401);
  });
});
