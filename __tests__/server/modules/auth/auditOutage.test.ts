import { whileAuditInsertsFail } from '../../helpers/auditOutage';
import { api, expectFailure, newAccount, registerAccount, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const serverFault = 'Internal server error';

const sessionsOf = async (userId: string) =>
  (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

const me = (token: string) => api(t.app, 'GET', '/api/auth/me', { token });

describe('an account change whose audit row cannot be written does not happen', () => {
  it('sign-in: answers 500 and stores no session', async () => {
    const account = await registerAccount(t.app);
    const sessionsBefore = await sessionsOf(account.id);

    const response = await whileAuditInsertsFail(t.database, () =>
      api(t.app, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } }),
    );

    expectFailure(response, 500, serverFault);
    expect(await sessionsOf(account.id)).toBe(sessionsBefore);
  });

  it('sign-out: answers 500 and the session stays valid', async () => {
    const account = await registerAccount(t.app);

    const response = await whileAuditInsertsFail(t.database, () =>
      api(t.app, 'GET', '/api/auth/logout', { token: account.token }),
    );

    expectFailure(response, 500, serverFault);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('profile update: answers 500 and the old name stays', async () => {
    const account = await registerAccount(t.app);

    const response = await whileAuditInsertsFail(t.database, () =>
      api(t.app, 'PUT', '/api/auth/updatedetails', { token: account.token, body: { name: 'Never Renamed' } }),
    );

    expectFailure(response, 500, serverFault);
    expect((await me(account.token)).json().data.name).toBe(account.name);
  });

  it('password change: answers 500, the old password still works and other sessions stay signed in', async () => {
    const account = await registerAccount(t.app);
    const otherDevice = await signIn(t.app, account.email, account.password);

    const response = await whileAuditInsertsFail(t.database, () =>
      api(t.app, 'PUT', '/api/auth/updatepassword', {
        token: account.token,
        body: { currentPassword: account.password, newPassword: 'never-stored-secret' },
      }),
    );

    expectFailure(response, 500, serverFault);
    expect(await signIn(t.app, account.email, account.password)).toEqual(expect.any(String));
    expectFailure(
      await api(t.app, 'POST', '/api/auth/login', { body: { email: account.email, password: 'never-stored-secret' } }),
      401,
    );
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('registration: answers 500 and creates no user', async () => {
    const account = newAccount();

    const response = await whileAuditInsertsFail(t.database, () =>
      api(t.app, 'POST', '/api/auth/register', { body: account }),
    );

    expectFailure(response, 500, serverFault);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('organizations').select('id').where('name', '=', account.company).executeTakeFirst(),
    ).toBeUndefined();
  });
});
