import { demoAccount } from '../../../../server/src/db/seed';
import { tooManyEmailChangesMessage } from '../../../../server/src/modules/auth/accountService';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const hour = 60 * 60 * 1000;
const t = setupTestApp({ limits: { emailChange: { max: 3, windowMs: hour } } });
afterAll(() => t.database.dispose());

describe('email change limit', () => {
  it('stops a member probing which emails have accounts, even with the right password', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const moveTo = (email: string, token = account.token) =>
      api(t.app, 'PUT', '/api/auth/updatedetails', {
        token,
        body: { email, currentPassword: account.password },
      });

    expectFailure(await moveTo(demoAccount.email), 409);
    expectFailure(await moveTo(other.email), 409);
    expectFailure(await moveTo(demoAccount.email), 409);
    const blocked = await moveTo('free.address@example.com');
    expectFailure(blocked, 429, tooManyEmailChangesMessage);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(hour);
    const later = await signIn(t.app, account.email, account.password);
    expect((await moveTo('free.address@example.com', later)).statusCode).toBe(200);
  });
});
