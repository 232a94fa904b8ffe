import { loadConfig } from '../../../../server/src/config';
import { api, expectFailure, newAccount } from '../../helpers/requests';
import { setupPasswordApp } from '../passwordTokens/passwordApp';

const secret = 'x'.repeat(40);
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  AUDIT_KEY: 'a'.repeat(40),
  CREDENTIALS_KEY: 'c'.repeat(40),
};

describe('REGISTRATION', () => {
  it('is open by default in development and test, closed by default in production, and can be set', () => {
    expect(loadConfig({ JWT_SECRET: secret }).registration).toBe('open');
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: secret }).registration).toBe('open');
    expect(loadConfig(production).registration).toBe('closed');
    expect(loadConfig({ ...production, REGISTRATION: 'open' }).registration).toBe('open');
    expect(() => loadConfig({ JWT_SECRET: secret, REGISTRATION: 'maybe' })).toThrow(/REGISTRATION/);
  });
});

describe('POST /api/auth/register when registration is closed', () => {
  const t = setupPasswordApp('closed');

  it('answers 403 with a clear message and creates nothing', async () => {
    const account = newAccount();
    expectFailure(
      await api(t.app, 'POST', '/api/auth/register', { body: account }),
      403,
      'Registration is closed. Request early access and we will send you an invite.',
    );
    const users = await t.database.db.selectFrom('users').select('id').where('email', '=', account.email).execute();
    expect(users).toEqual([]);
  });
});
