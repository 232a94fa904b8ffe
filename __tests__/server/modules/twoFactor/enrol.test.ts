import { openSecret } from '../../../../server/src/lib/secretBox';
import { deriveTwoFactorKeys } from '../../../../server/src/core/keys';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { testAuditKey } from '../../helpers/testDatabase';
import { codeAt, enrol, post } from './twoFactorHelpers';

const t = setupTestApp({ seed: false });

const status = async (token: string) => (await api(t.app, 'GET', '/api/auth/two-factor', { token })).json().data;

const storedCredential = (userId: string) =>
  t.db.selectFrom('two_factor_credentials').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

describe('setting up two-factor from the settings', () => {
  it('starts off: the status says so', async () => {
    const account = await registerAccount(t.app);
    expect(await status(account.token)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      organizationRequired: false,
    });
  });

  it('answers a base32 secret and its otpauth URI, and stores the secret only encrypted', async () => {
    const account = await registerAccount(t.app);
    const response = await post(
      t.app,
      '/api/auth/two-factor/setup',
      { currentPassword: account.password },
      account.token,
    );

    expect(response.statusCode).toBe(200);
    const { secret, otpauthUri } = response.json().data as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Securo:${account.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Securo');

    const stored = await storedCredential(account.id);
    expect(stored.enabled_at).toBeNull();
    expect(stored.secret_ciphertext).not.toContain(secret);
    expect(stored.secret_ciphertext).not.toContain(secret.toLowerCase());
    expect(stored.secret_ciphertext).toMatch(/^v1:[\w-]+$/);
    // AES-256-GCM under the key derived from AUDIT_KEY, bound to the user: it opens for them and no one else.
    const keys = deriveTwoFactorKeys(testAuditKey);
    expect(openSecret(keys.secret, stored.secret_ciphertext, account.id)).toBe(secret);
    expect(() => openSecret(keys.secret, stored.secret_ciphertext, crypto.randomUUID())).toThrow();
    expect(() =>
      openSecret(deriveTwoFactorKeys(`${testAuditKey}x`).secret, stored.secret_ciphertext, account.id),
    ).toThrow();

    const [audit] = (await auditRowsFor(t.db, 'Two-Factor Setup Started')).filter((row) => row.user_id === account.id);
    expect(audit).toMatchObject({
      severity: 'info',
      category: 'authentication',
      organization_id: account.organizationId,
    });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses a wrong code: audited, and two-factor stays off', async () => {
    const account = await registerAccount(t.app);
    const setup = await post(t.app, '/api/auth/two-factor/setup', { currentPassword: account.password }, account.token);
    const { secret } = setup.json().data as { secret: string };
    const wrong = (await codeAt(t, secret)) === '000000' ? '111111' : '000000';

    expectFailure(
      await post(t.app, '/api/auth/two-factor/confirm', { code: wrong }, account.token),
      400,
      'The code is incorrect',
    );
    expectFailure(await post(t.app, '/api/auth/two-factor/confirm', { code: '12345' }, account.token), 400, /6-digit/);

    expect((await status(account.token)).enabled).toBe(false);
    const rejected = (await auditRowsFor(t.db, 'Two-Factor Code Rejected')).filter((row) => row.user_id === account.id);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ severity: 'warning', category: 'authentication' });
  });

  it('turns on with a right code: ten recovery codes once, stored hashed; other sessions end', async () => {
    const account = await registerAccount(t.app);
    const otherSession = (
      await post(t.app, '/api/auth/login', { email: account.email, password: account.password })
    ).json().token as string;

    const { secret, recoveryCodes } = await enrol(t, account);

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', account.id)
      .execute();
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(storedText).not.toContain(code.replace('-', ''));

    expect(await status(account.token)).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      organizationRequired: false,
    });
    expect((await api(t.app, 'GET', '/api/auth/me', { token: otherSession })).statusCode).toBe(401);
    const [enabled] = (await auditRowsFor(t.db, 'Two-Factor Enabled')).filter((row) => row.user_id === account.id);
    expect(enabled).toMatchObject({ severity: 'success', category: 'authentication' });
    expect(JSON.stringify(enabled)).not.toContain(secret);

    expectFailure(
      await post(t.app, '/api/auth/two-factor/setup', { currentPassword: account.password }, account.token),
      409,
      'Two-factor authentication is already on',
    );
  });

  it('refuses to confirm before a setup was started', async () => {
    const account = await registerAccount(t.app);
    expectFailure(
      await post(t.app, '/api/auth/two-factor/confirm', { code: '123456' }, account.token),
      409,
      'Start the two-factor setup first',
    );
  });
});
