import { createHash } from 'node:crypto';
import { demoAccount } from '../../../../server/src/demo/seed';
import { api, expectFailure, signIn } from '../../helpers/requests';
import { appUrl, setupPasswordApp, tokenIn, waitForMail } from './passwordApp';

const t = setupPasswordApp();
const invalid = 'This link is invalid or has expired';
const forgotMessage = "If an account exists for that address, we've emailed a link to reset the password.";

const forgot = (email: string) => api(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
const verify = (token: string) => api(t.app, 'POST', '/api/auth/password-tokens/verify', { body: { token } });
const setPassword = (token: string, password: string) =>
  api(t.app, 'POST', '/api/auth/set-password', { body: { token, password } });

const auditActions = async () =>
  (await t.database.db.selectFrom('audit_logs').select('action').execute()).map((row) => row.action);

describe('forgot password and one-time set-password links', () => {
  it('answers an unknown and a known email alike, and emails only the known one a link with no password', async () => {
    const unknown = await forgot('nobody@example.com');
    const known = await forgot(demoAccount.email);

    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: forgotMessage });
    expect(known.body).toBe(unknown.body);
    await waitForMail(t.sent, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.sent.map((mail) => mail.to)).toEqual([demoAccount.email]);
    expect(t.sent[0].text).toContain(`${appUrl}/set-password?token=`);
    expect(t.sent[0].text).not.toMatch(/^Password: /m);
    expect(t.sent[0].text).not.toContain(demoAccount.password);
  });

  it('stores only the sha256 of the token', async () => {
    const token = tokenIn(t.sent[0]);
    const rows = await t.database.db.selectFrom('password_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('verifies the link, sets the password once, signs every session out, and audits issue and use', async () => {
    const token = tokenIn(t.sent[0]);
    const session = await signIn(t.app);

    const verified = await verify(token);
    expect(verified.json()).toEqual({ success: true, data: { email: demoAccount.email, name: demoAccount.name } });
    expect((await setPassword(token, 'brand-new-password')).statusCode).toBe(200);

    expect(await signIn(t.app, demoAccount.email, 'brand-new-password')).toEqual(expect.any(String));
    expectFailure(await api(t.app, 'GET', '/api/auth/me', { token: session }), 401);
    expectFailure(await setPassword(token, 'another-password'), 400, invalid);
    expectFailure(await verify(token), 400, invalid);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['Set-Password Link Issued', 'Password Set From Link']),
    );
  });

  it('refuses a link after 48 hours and audits the attempt', async () => {
    expect((await forgot(demoAccount.email)).statusCode).toBe(200);
    await waitForMail(t.sent, 2);
    const token = tokenIn(t.sent[1]);
    t.clock.advance(47 * 60 * 60 * 1000);
    expect((await verify(token)).statusCode).toBe(200);

    t.clock.advance(60 * 60 * 1000);

    expectFailure(await verify(token), 400, invalid);
    expectFailure(await setPassword(token, 'too-late-password'), 400, invalid);
    expect(await signIn(t.app, demoAccount.email, 'brand-new-password')).toEqual(expect.any(String));
    expect(await auditActions()).toContain('Expired Set-Password Link Used');
  });

  it('refuses a made-up token and a short password', async () => {
    expectFailure(await verify('not-a-real-token'), 400, invalid);
    expectFailure(await setPassword('not-a-real-token', 'x'), 400);
  });

  it.each(['pending', 'inactive', 'removed'] as const)(
    'answers alike and emails nothing to a member whose status is %s',
    async (status) => {
      const email = `${status}.member@example.com`;
      const [account] = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', demoAccount.email)
        .execute();
      await t.database.db
        .insertInto('users')
        .values({ ...account, id: crypto.randomUUID(), email, status })
        .execute();
      const sentBefore = t.sent.length;
      const answer = await forgot(email);
      expect(answer.json()).toEqual({ success: true, message: forgotMessage });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.sent.slice(sentBefore)).toEqual([]);
    },
  );

  it('limits forgot-password requests per email', async () => {
    const email = 'limited@example.com';
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await forgot(email)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
