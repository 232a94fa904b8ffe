import { demoAccount } from '../../../../server/src/demo/seed';
import { tooManyEmailChangesMessage } from '../../../../server/src/modules/auth/accountService';
import { tooManyVerificationsMessage } from '../../../../server/src/modules/auth/routes';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { setupPasswordApp } from '../passwordTokens/passwordApp';

const hour = 60 * 60 * 1000;
const t = setupPasswordApp('open', {
  emailChange: { max: 3, windowMs: hour },
  emailVerification: { max: 3, windowMs: hour },
});

describe('email change limit', () => {
  it('stops a member sending confirmation links to address after address, even with the right password', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const moveTo = (email: string, token = account.token) =>
      api(t.app, 'PUT', '/api/auth/updatedetails', {
        token,
        body: { email, currentPassword: account.password },
      });

    expect((await moveTo(demoAccount.email)).statusCode).toBe(200);
    expect((await moveTo(other.email)).statusCode).toBe(200);
    expect((await moveTo('free.address@example.com')).statusCode).toBe(200);
    const sent = t.sent.length;
    const blocked = await moveTo('another.address@example.com');
    expectFailure(blocked, 429, tooManyEmailChangesMessage);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sent).toHaveLength(sent);

    t.clock.advance(hour);
    const later = await signIn(t.app, account.email, account.password);
    expect((await moveTo('another.address@example.com', later)).statusCode).toBe(200);
  });

  it('limits the confirmation links tried from one address', async () => {
    const attempt = () =>
      api(t.app, 'POST', '/api/auth/verify-email', { body: { token: 'guess' }, remoteAddress: '203.0.113.9' });
    for (let tries = 0; tries < 3; tries += 1) expectFailure(await attempt(), 400);
    expectFailure(await attempt(), 429, tooManyVerificationsMessage);
  });
});
