import { api, registerAccount } from '../helpers/requests';
import { auditRowsFor } from '../helpers/rows';
import { setupTestApp } from '../helpers/testApp';
import { createAdminRunner } from '../helpers/adminCli';
import { enrol, passwordStep } from '../modules/twoFactor/twoFactorHelpers';

const t = setupTestApp({ seed: false });
const admin = createAdminRunner(() => t.db);
afterAll(() => admin.cleanup());

describe('users:reset-two-factor', () => {
  it('removes a lost authenticator and its codes, signs the user out, and is audited', async () => {
    const account = await registerAccount(t.app);
    await enrol(t, account);

    const result = await admin.run('users:reset-two-factor', account.email.toUpperCase());

    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Removed the two-factor authentication of ${account.name} <${account.email}>`);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: account.token })).statusCode).toBe(401);
    expect((await passwordStep(t.app, account.email, account.password)).body.token).toEqual(expect.any(String));
    const [audit] = (await auditRowsFor(t.db, 'Two-Factor Reset')).filter((row) => row.user_id === account.id);
    expect(audit).toMatchObject({ user_label: 'Securo admin', severity: 'warning', category: 'system' });
  });

  it('says so when the user has none, or does not exist', async () => {
    const account = await registerAccount(t.app);
    const none = await admin.run('users:reset-two-factor', account.email);
    expect(none.code).toBe(1);
    expect(none.err).toContain('has no two-factor authentication');
    const unknown = await admin.run('users:reset-two-factor', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No user with the email nobody@example.com');
  });
});
