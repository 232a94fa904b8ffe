import { defaultLimits } from '../../../../server/src/core/limits';
import { incorrectCurrentPasswordMessage } from '../../../../server/src/modules/auth/accountService';
import { tooManyPasswordChangesMessage } from '../../../../server/src/modules/twoFactor/currentPassword';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ limits: { passwordChange: defaultLimits.passwordChange } });

const changePassword = (token: string, currentPassword: string) =>
  api(t.app, 'PUT', '/api/auth/updatepassword', { token, body: { currentPassword, newPassword: 'brand-new-secret' } });

const failuresOf = async (userId: string) =>
  (await auditRowsFor(t.db, 'Password Change Failed')).filter((row) => row.user_id === userId);

describe('password change limits', () => {
  it('audits each wrong current password and answers 429 with Retry-After after five, even for the right one', async () => {
    const account = await registerAccount(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectFailure(await changePassword(account.token, 'not-my-password'), 400, incorrectCurrentPasswordMessage);
    }

    const blocked = await changePassword(account.token, account.password);
    expectFailure(blocked, 429, tooManyPasswordChangesMessage);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    const failures = await failuresOf(account.id);
    expect(failures).toHaveLength(5);
    expect(failures[0]).toMatchObject({ severity: 'warning', category: 'authentication', ip_address: '127.0.0.1' });
    expect(failures[0].details).not.toContain('not-my-password');

    t.clock.advance(15 * 60 * 1000);
    expect((await changePassword(account.token, account.password)).statusCode).toBe(200);
  });

  it('checks no more than five wrong passwords sent in parallel', async () => {
    const account = await registerAccount(t.app);
    const responses = await Promise.all(Array.from({ length: 30 }, () => changePassword(account.token, 'guess')));

    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(25);
    expect(await failuresOf(account.id)).toHaveLength(5);
  }, 30_000);

  it('counts wrong passwords sent with an email change against the same limit, in parallel too', async () => {
    const account = await registerAccount(t.app);
    const moveEmail = (currentPassword: string) =>
      api(t.app, 'PUT', '/api/auth/updatedetails', {
        token: account.token,
        body: { email: 'moved@example.com', currentPassword },
      });
    const responses = await Promise.all(Array.from({ length: 12 }, () => moveEmail('guess')));

    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(7);
    expectFailure(await changePassword(account.token, account.password), 429, tooManyPasswordChangesMessage);
  }, 30_000);

  it('does not count a successful change against the limit', async () => {
    const account = await registerAccount(t.app);
    for (let attempt = 0; attempt < 4; attempt += 1) await changePassword(account.token, 'not-my-password');
    expect((await changePassword(account.token, account.password)).statusCode).toBe(200);
    expectFailure(await changePassword(account.token, 'not-my-password'), 400, incorrectCurrentPasswordMessage);
  });
});
