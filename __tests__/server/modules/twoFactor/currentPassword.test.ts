import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { codeAt, enrol, nextStep, passwordStep, post } from './twoFactorHelpers';
import { appUrl, emailsTo, setupTwoFactorMailApp, type TwoFactorMailHarness } from './twoFactorMailApp';

const t = setupTwoFactorMailApp();

const credentialOf = (userId: string) =>
  t.db.selectFrom('two_factor_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();

const wrongPasswordAudits = async (userId: string) =>
  (await auditRowsFor(t.db, 'Password Change Failed')).filter((row) => row.user_id === userId);

const enabled = async (token: string) =>
  (await api(t.app, 'GET', '/api/auth/two-factor', { token })).json().data.enabled as boolean;

const subjectsTo = async (harness: TwoFactorMailHarness, email: string) =>
  (await emailsTo(harness, email)).map((mail) => mail.subject);

describe('setting up two-factor asks for the current password', () => {
  const setup = (token: string, body: unknown) => post(t.app, '/api/auth/two-factor/setup', body, token);

  it('refuses a setup without it or with a wrong one (audited), and stores no secret', async () => {
    const account = await registerAccount(t.app);

    expectFailure(await setup(account.token, {}), 400, 'currentPassword is required');
    expectFailure(
      await setup(account.token, { currentPassword: 'not-the-password' }),
      400,
      'currentPassword is incorrect',
    );

    expect(await credentialOf(account.id)).toBeUndefined();
    const [audit, ...more] = await wrongPasswordAudits(account.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ severity: 'warning', category: 'authentication' });
    expect(audit.details).toContain('setting up two-factor authentication');
  });

  it('leaves a stolen session nothing to confirm: the owner still signs in with the password alone', async () => {
    const account = await registerAccount(t.app);
    await setup(account.token, { currentPassword: 'a-guess' });

    expectFailure(
      await post(t.app, '/api/auth/two-factor/confirm', { code: '123456' }, account.token),
      409,
      'Start the two-factor setup first',
    );
    expect((await passwordStep(t.app, account.email, account.password)).body.token).toEqual(expect.any(String));
    expect(await subjectsTo(t, account.email)).toEqual([]);
  });

  it('starts with the right one; turning on emails the owner where it came from', async () => {
    const account = await registerAccount(t.app);
    const response = await setup(account.token, { currentPassword: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await subjectsTo(t, account.email)).toEqual([]);

    const confirm = await post(
      t.app,
      '/api/auth/two-factor/confirm',
      { code: await codeAt(t, response.json().data.secret) },
      account.token,
    );
    expect(confirm.statusCode).toBe(200);

    const [mail, ...more] = await emailsTo(t, account.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Two-factor authentication was turned on for your Securo account');
    expect(mail.text).toContain(`Hi ${account.name},`);
    expect(mail.text).toContain('from 127.0.0.1');
    expect(mail.text).toContain('choose a new password at once');
    expect(mail.text).toContain(`${appUrl}/settings?tab=security`);
    expect(mail.html).toContain('Two-factor authentication was turned on');
  });

  it('emails the owner when the organisation’s required setup at sign-in turns it on', async () => {
    const account = await registerAccount(t.app);
    await api(t.app, 'PUT', '/api/organization/two-factor', { token: account.token, body: { required: true } });
    const { challenge } = await passwordStep(t.app, account.email, account.password);
    const started = await post(t.app, '/api/auth/login/two-factor/setup', { challenge });
    const code = await codeAt(t, started.json().data.secret);
    expect((await post(t.app, '/api/auth/login/two-factor/confirm', { challenge, code })).statusCode).toBe(200);

    expect(await subjectsTo(t, account.email)).toEqual([
      'Two-factor authentication was turned on for your Securo account',
    ]);
  });
});

describe('turning two-factor off asks for the current password', () => {
  it('refuses a wrong one before the code is looked at, works with the right one and emails the owner', async () => {
    const account = await registerAccount(t.app);
    const { secret } = await enrol(t, account);
    await emailsTo(t, account.email);
    t.sent.length = 0;
    const code = await codeAt(t, secret);
    const disable = (body: unknown) => post(t.app, '/api/auth/two-factor/disable', body, account.token);

    expectFailure(await disable({ code }), 400, 'currentPassword is required');
    expectFailure(await disable({ currentPassword: 'not-the-password', code }), 400, 'currentPassword is incorrect');
    expect(await enabled(account.token)).toBe(true);
    expect(await subjectsTo(t, account.email)).toEqual([]);

    // The refused attempts spent nothing: the same code still works.
    expect((await disable({ currentPassword: account.password, code })).statusCode).toBe(200);
    expect(await enabled(account.token)).toBe(false);
    expect(await subjectsTo(t, account.email)).toEqual([
      'Two-factor authentication was turned off for your Securo account',
    ]);
    expect(await wrongPasswordAudits(account.id)).toHaveLength(1);
  });
});

describe('new recovery codes ask for the current password', () => {
  it('refuses without it or with a wrong one, works with the right one and emails the owner', async () => {
    const account = await registerAccount(t.app);
    const { secret, recoveryCodes } = await enrol(t, account);
    nextStep(t);
    await emailsTo(t, account.email);
    t.sent.length = 0;
    const regenerate = (body: unknown) => post(t.app, '/api/auth/two-factor/recovery-codes', body, account.token);
    const code = await codeAt(t, secret);

    expectFailure(await regenerate({ code }), 400, 'currentPassword is required');
    expectFailure(await regenerate({ currentPassword: 'not-the-password', code }), 400, 'currentPassword is incorrect');
    expect(await subjectsTo(t, account.email)).toEqual([]);

    const response = await regenerate({ currentPassword: account.password, code });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((one) => recoveryCodes.includes(one))).toEqual([]);
    expect(await subjectsTo(t, account.email)).toEqual(['New recovery codes were made for your Securo account']);
    expect((await wrongPasswordAudits(account.id))[0].details).toContain('regenerating recovery codes');
    expect((await auditRowsFor(t.db, 'Recovery Codes Regenerated')).map((row) => row.user_id)).toContain(account.id);
  });
});

describe('wrong current passwords', () => {
  const limited = setupTwoFactorMailApp({ passwordChange: { max: 3, windowMs: 15 * 60 * 1000 } });

  it('count against the password-change limit: a 429 with Retry-After, even for the right one', async () => {
    const account = await registerAccount(limited.app);
    const setup = (currentPassword: string) =>
      post(limited.app, '/api/auth/two-factor/setup', { currentPassword }, account.token);
    const body = { currentPassword: 'not-the-password', newPassword: 'a-new-correct-horse-3' };
    const changed = await api(limited.app, 'PUT', '/api/auth/updatepassword', { token: account.token, body });
    expectFailure(changed, 400);

    expectFailure(await setup('not-the-password'), 400, 'currentPassword is incorrect');
    expectFailure(await setup('still-not-it'), 400, 'currentPassword is incorrect');
    const refused = await setup(account.password);

    expectFailure(refused, 429, 'Too many failed password changes. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await limited.db
        .selectFrom('two_factor_credentials')
        .select('user_id')
        .where('user_id', '=', account.id)
        .execute(),
    ).toEqual([]);
  });
});
