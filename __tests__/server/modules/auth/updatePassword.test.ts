import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const changePassword = (token: string, body: unknown) => api(t.app, 'PUT', '/api/auth/updatepassword', { token, body });

describe('PUT /api/auth/updatepassword', () => {
  it('changes the password, keeps this session, revokes the others and records it', async () => {
    const account = await registerAccount(t.app);
    const otherDevice = await signIn(t.app, account.email, account.password);

    const response = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'brand-new-secret',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password updated' });
    expect((await api(t.app, 'GET', '/api/auth/me', { token: account.token })).statusCode).toBe(200);
    expectFailure(
      await api(t.app, 'GET', '/api/auth/me', { token: otherDevice }),
      401,
      'Your session has ended. Please sign in again.',
    );

    const oldLogin = await api(t.app, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expectFailure(oldLogin, 401, 'Invalid email or password');
    expect(await signIn(t.app, account.email, 'brand-new-secret')).toEqual(expect.any(String));

    const [audit] = (await auditRowsFor(t.db, 'Password Changed')).filter((row) => row.user_id === account.id);
    expect(audit).toMatchObject({ severity: 'success', category: 'authentication' });
    expect(audit.details).not.toContain('brand-new-secret');
  });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const account = await registerAccount(t.app);
    const response = await changePassword(account.token, {
      currentPassword: 'not-my-password',
      newPassword: 'whatever-123',
    });
    expectFailure(response, 400, 'Current password is incorrect');
    expect(await signIn(t.app, account.email, account.password)).toEqual(expect.any(String));
  });

  it.each<[string, unknown, string]>([
    ['a missing current password', { newPassword: 'abcdefgh' }, 'currentPassword is required'],
    ['a missing new password', { currentPassword: 'abcdefgh' }, 'newPassword is required'],
    [
      'a short new password',
      { currentPassword: 'abcdefgh', newPassword: '12345' },
      'newPassword must be at least 8 characters',
    ],
    ['a numeric new password', { currentPassword: 'abcdefgh', newPassword: 12345678 }, 'newPassword must be a string'],
  ])('rejects %s with 400', async (_case, body, message) => {
    const account = await registerAccount(t.app);
    expectFailure(await changePassword(account.token, body), 400, message);
    expect(await signIn(t.app, account.email, account.password)).toEqual(expect.any(String));
  });

  it('requires a token', async () => {
    expectFailure(await changePassword('', { currentPassword: 'a', newPassword: 'bbbbbb' }), 401);
  });
});
