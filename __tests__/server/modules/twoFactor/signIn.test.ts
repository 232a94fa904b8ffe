import { api, expectFailure, expectNoSecrets, registerAccount } from '../../helpers/requests';
import { auditRowsFor, countRows } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { codeAt, enrol, nextStep, passwordStep, post } from './twoFactorHelpers';

const t = setupTestApp({ seed: false });

const secondStep = (challenge: string | undefined, code: string) =>
  post(t.app, '/api/auth/login/two-factor', { challenge, code });

const enrolledAccount = async () => {
  const account = await registerAccount(t.app);
  return { ...account, ...(await enrol(t, account)) };
};

const wrongCodeFor = async (secret: string) => {
  const near = await Promise.all([-1, 0, 1].map((steps) => codeAt(t, secret, steps)));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) as string;
};

describe('signing in with two-factor on', () => {
  it('answers a challenge, not a session, after the right password', async () => {
    const account = await enrolledAccount();
    const sessions = await countRows(t.db, 'sessions');

    const { body, challenge } = await passwordStep(t.app, account.email, account.password);

    expect(body).toEqual({
      success: true,
      message: 'Enter the code from your authenticator app',
      data: { twoFactor: 'verify', challenge: expect.any(String), expiresAt: expect.any(String) },
    });
    expect(body.token).toBeUndefined();
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: challenge })).statusCode).toBe(401);
    const stored = await t.db.selectFrom('two_factor_challenges').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(challenge);
  });

  it('still answers a wrong password with the one message', async () => {
    const account = await enrolledAccount();
    expectFailure(
      await post(t.app, '/api/auth/login', { email: account.email, password: 'not-the-password' }),
      401,
      'Invalid email or password',
    );
  });

  it('signs in with the authenticator code, once: the challenge and the code are spent', async () => {
    const account = await enrolledAccount();
    const { challenge } = await passwordStep(t.app, account.email, account.password);
    const code = await codeAt(t, account.secret);

    const response = await secondStep(challenge, code);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, token: expect.any(String), data: { email: account.email } });
    expectNoSecrets(response);
    const me = await api(t.app, 'GET', '/api/auth/me', { token: response.json().token });
    expect(me.statusCode).toBe(200);
    const logins = (await auditRowsFor(t.db, 'User Login')).filter((row) => row.user_id === account.id);
    expect(logins.at(-1)?.details).toBe(`${account.name} signed in with an authenticator code`);

    expectFailure(await secondStep(challenge, code), 401, 'This sign-in has expired. Please sign in again.');
    const again = await passwordStep(t.app, account.email, account.password);
    expectFailure(await secondStep(again.challenge, code), 401, 'Invalid authentication code');
  });

  it('lets one of two parallel second steps with the same challenge and code through', async () => {
    const account = await enrolledAccount();
    const { challenge } = await passwordStep(t.app, account.email, account.password);
    const code = await codeAt(t, account.secret);

    const statuses = await Promise.all([secondStep(challenge, code), secondStep(challenge, code)]);

    expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts the code of the step before or after (clock drift), but not two away', async () => {
    const account = await enrolledAccount();
    const signInWith = async (stepsAway: number) => {
      const { challenge } = await passwordStep(t.app, account.email, account.password);
      return (await secondStep(challenge, await codeAt(t, account.secret, stepsAway))).statusCode;
    };
    // Enrolment spent the previous step's code: move on one more, so the step before now is a fresh one.
    nextStep(t);
    expect(await signInWith(2)).toBe(401);
    expect(await signInWith(-1)).toBe(200);
    nextStep(t);
    expect(await signInWith(1)).toBe(200);
    for (let step = 0; step < 4; step += 1) nextStep(t);
    expect(await signInWith(-2)).toBe(401);
  });

  it('refuses a wrong code and audits it', async () => {
    const account = await enrolledAccount();
    const { challenge } = await passwordStep(t.app, account.email, account.password);

    expectFailure(await secondStep(challenge, await wrongCodeFor(account.secret)), 401, 'Invalid authentication code');

    const rejected = (await auditRowsFor(t.db, 'Two-Factor Code Rejected')).filter((row) => row.user_id === account.id);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ severity: 'warning', category: 'authentication', ip_address: '127.0.0.1' });
    expect(rejected[0].details).toContain('signing in');
  });

  it('takes a recovery code, any case and with or without the dash, once', async () => {
    const account = await enrolledAccount();
    const [first] = account.recoveryCodes;
    const { challenge } = await passwordStep(t.app, account.email, account.password);

    const response = await secondStep(challenge, ` ${first.replace('-', '').toUpperCase()} `);

    expect(response.statusCode).toBe(200);
    const logins = (await auditRowsFor(t.db, 'User Login')).filter((row) => row.user_id === account.id);
    expect(logins.at(-1)?.details).toBe(`${account.name} signed in with a recovery code (9 left)`);
    const status = await api(t.app, 'GET', '/api/auth/two-factor', { token: response.json().token });
    expect(status.json().data.recoveryCodesLeft).toBe(9);

    const again = await passwordStep(t.app, account.email, account.password);
    expectFailure(await secondStep(again.challenge, first), 401, 'Invalid authentication code');
  });

  it('ends the challenge after five wrong codes, and when it expires', async () => {
    const account = await enrolledAccount();
    const { challenge } = await passwordStep(t.app, account.email, account.password);
    const wrong = await wrongCodeFor(account.secret);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await secondStep(challenge, wrong)).statusCode).toBe(401);

    expectFailure(
      await secondStep(challenge, await codeAt(t, account.secret)),
      401,
      'This sign-in has expired. Please sign in again.',
    );

    const later = await passwordStep(t.app, account.email, account.password);
    t.clock.advance(5 * 60 * 1000);
    expectFailure(
      await secondStep(later.challenge, await codeAt(t, account.secret)),
      401,
      'This sign-in has expired. Please sign in again.',
    );
  });

  it('refuses an unknown challenge', async () => {
    expectFailure(
      await secondStep('not-a-challenge', '123456'),
      401,
      'This sign-in has expired. Please sign in again.',
    );
    expectFailure(await post(t.app, '/api/auth/login/two-factor', { code: '123456' }), 400, /challenge/);
  });
});

describe('wrong codes per member', () => {
  const limited = setupTestApp({
    seed: false,
    limits: { twoFactor: { perUser: { max: 3, windowMs: 15 * 60 * 1000 }, perIp: { max: 1000, windowMs: 60_000 } } },
  });

  it('are limited across challenges: a 429 with Retry-After, every wrong one audited', async () => {
    const account = await registerAccount(limited.app);
    const { secret } = await enrol(limited, account);
    const near = await Promise.all([-1, 0, 1].map((steps) => codeAt(limited, secret, steps)));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) as string;
    const attempt = async (code: string) => {
      const { challenge } = await passwordStep(limited.app, account.email, account.password);
      return post(limited.app, '/api/auth/login/two-factor', { challenge, code });
    };

    for (let tries = 0; tries < 3; tries += 1) expect((await attempt(wrong)).statusCode).toBe(401);
    const refused = await attempt(await codeAt(limited, secret));

    expectFailure(refused, 429, 'Too many incorrect codes. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rejected = (await auditRowsFor(limited.db, 'Two-Factor Code Rejected')).filter(
      (row) => row.user_id === account.id,
    );
    expect(rejected).toHaveLength(3);

    limited.clock.advance(15 * 60 * 1000);
    expect((await attempt(await codeAt(limited, secret))).statusCode).toBe(200);
  });
});
