import { demoAccount } from '../../../../server/src/demo/seed';
import { createAdminRunner } from '../../helpers/adminCli';
import { auditOutageMessage, whileAuditInsertsFail } from '../../helpers/auditOutage';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();
const admin = createAdminRunner(() => t.db);
afterAll(() => admin.cleanup());

describe('users:reset-password when the reset cannot be audited', () => {
  it('fails, keeps the old password and every session', async () => {
    const token = await signIn(t.app);

    const reset = whileAuditInsertsFail(t.database, () => admin.run('users:reset-password', demoAccount.email));

    await expect(reset).rejects.toMatchObject({ message: auditOutageMessage });
    expect((await api(t.app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    expect(await signIn(t.app, demoAccount.email, demoAccount.password)).toEqual(expect.any(String));
  });
});
