import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { codeAt, enrol, nextStep, passwordStep, post } from './twoFactorHelpers';

const t = setupTestApp({ seed: false });

const status = async (token: string) => (await api(t.app, 'GET', '/api/auth/two-factor', { token })).json().data;

const disable = (token: string, body: unknown) => post(t.app, '/api/auth/two-factor/disable', body, token);

describe('turning two-factor off', () => {
  it('needs the current password and a code: either wrong is refused and audited', async () => {
    const account = await registerAccount(t.app);
    const { secret } = await enrol(t, account);

    expectFailure(
      await disable(account.token, { currentPassword: 'not-the-password', code: await codeAt(t, secret) }),
      400,
      'currentPassword is incorrect',
    );
    nextStep(t);
    expectFailure(
      await disable(account.token, { currentPassword: account.password, code: '00000000' }),
      400,
      'The code is incorrect',
    );
    expectFailure(await disable(account.token, { currentPassword: account.password }), 400, 'code is required');
    expectFailure(await disable(account.token, { code: await codeAt(t, secret) }), 400, 'currentPassword is required');

    expect((await status(account.token)).enabled).toBe(true);
    const rejected = (await auditRowsFor(t.db, 'Two-Factor Code Rejected')).filter((row) => row.user_id === account.id);
    expect(rejected).toHaveLength(1);
    expect(rejected[0].details).toContain('turning off two-factor authentication');
    const wrongPassword = (await auditRowsFor(t.db, 'Password Change Failed')).filter(
      (row) => row.user_id === account.id,
    );
    expect(wrongPassword).toHaveLength(1);
    expect(wrongPassword[0].details).toContain('turning off two-factor authentication');
  });

  it('with both right: off, the secret and codes deleted, other sessions ended, audited', async () => {
    const account = await registerAccount(t.app);
    const { secret } = await enrol(t, account);
    const { challenge } = await passwordStep(t.app, account.email, account.password);
    const other = await post(t.app, '/api/auth/login/two-factor', { challenge, code: await codeAt(t, secret) });
    nextStep(t);

    const response = await disable(account.token, { currentPassword: account.password, code: await codeAt(t, secret) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Two-factor authentication is off' });
    expect(await status(account.token)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await api(t.app, 'GET', '/api/auth/me', { token: other.json().token })).statusCode).toBe(401);
    const leftOver = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', account.id)
      .execute();
    expect(leftOver).toEqual([]);
    const [audit] = (await auditRowsFor(t.db, 'Two-Factor Disabled')).filter((row) => row.user_id === account.id);
    expect(audit).toMatchObject({ severity: 'warning', category: 'authentication' });

    const signIn = await passwordStep(t.app, account.email, account.password);
    expect(signIn.body.token).toEqual(expect.any(String));
  });

  it('takes a recovery code instead of the app’s code', async () => {
    const account = await registerAccount(t.app);
    const { recoveryCodes } = await enrol(t, account);
    const response = await disable(account.token, { currentPassword: account.password, code: recoveryCodes[3] });
    expect(response.statusCode).toBe(200);
  });

  it('answers 409 when two-factor is not on', async () => {
    const account = await registerAccount(t.app);
    expectFailure(
      await disable(account.token, { currentPassword: account.password, code: '123456' }),
      409,
      'Two-factor authentication is not on',
    );
  });
});

describe('new recovery codes', () => {
  it('need the current password and a code; the new set replaces the old one', async () => {
    const account = await registerAccount(t.app);
    const { secret, recoveryCodes: old } = await enrol(t, account);
    const regenerate = (code: string) =>
      post(t.app, '/api/auth/two-factor/recovery-codes', { currentPassword: account.password, code }, account.token);

    expectFailure(await regenerate('99999999'), 400, 'The code is incorrect');
    const response = await regenerate(await codeAt(t, secret));

    expect(response.statusCode).toBe(200);
    const fresh = response.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect((await auditRowsFor(t.db, 'Recovery Codes Regenerated')).map((row) => row.user_id)).toContain(account.id);

    const { challenge } = await passwordStep(t.app, account.email, account.password);
    expectFailure(await post(t.app, '/api/auth/login/two-factor', { challenge, code: old[0] }), 401);
    expect((await post(t.app, '/api/auth/login/two-factor', { challenge, code: fresh[0] })).statusCode).toBe(200);
  });
});
