import { commonPasswordMessage } from '../../../../server/src/lib/commonPasswords';
import { demoAccount } from '../../../../server/src/demo/seed';
import { api, expectFailure, newAccount, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();
afterAll(() => t.database.dispose());

const register = (password: string) => api(t.app, 'POST', '/api/auth/register', { body: newAccount({ password }) });

describe('the server password policy (NIST SP 800-63B)', () => {
  it.each([
    ['seven characters', 'abcdefg', 'password must be at least 8 characters'],
    ['129 characters', 'x'.repeat(129), 'password must be at most 128 characters'],
    ['a common password', 'password123', commonPasswordMessage('password')],
    ['a breached password in other case', 'IloveYou1', commonPasswordMessage('password')],
  ])('refuses %s at registration, naming the field', async (_case, password, message) => {
    expectFailure(await register(password), 400, message);
  });

  it('accepts 8 and 128 characters that are not on the list', async () => {
    expect((await register('plum-orbit')).statusCode).toBe(201);
    expect((await register('q'.repeat(127) + '7')).statusCode).toBe(201);
  });

  it('refuses a common new password on a password change and keeps the old one', async () => {
    const token = await signIn(t.app);
    const response = await api(t.app, 'PUT', '/api/auth/updatepassword', {
      token,
      body: { currentPassword: demoAccount.password, newPassword: 'qwertyuiop' },
    });
    expectFailure(response, 400, commonPasswordMessage('newPassword'));
    expect(await signIn(t.app)).toEqual(expect.any(String));
  });
});
