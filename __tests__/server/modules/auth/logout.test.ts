import { demoAccount } from '../../../../server/src/demo/seed';
import { api, expectFailure, signIn } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

// The SPEC's GET, and a POST for clients that won't change state with a GET: one handler behind both.
describe.each(['GET', 'POST'] as const)('%s /api/auth/logout', (method) => {
  it('signs out, revokes only that session and records it', async () => {
    const token = await signIn(t.app);
    const otherDevice = await signIn(t.app);
    const recordedBefore = (await auditRowsFor(t.db, 'User Logout')).length;

    const response = await api(t.app, method, '/api/auth/logout', { token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Signed out' });
    expectFailure(
      await api(t.app, 'GET', '/api/auth/me', { token }),
      401,
      'Your session has ended. Please sign in again.',
    );
    expect((await api(t.app, 'GET', '/api/auth/me', { token: otherDevice })).statusCode).toBe(200);
    const audits = await auditRowsFor(t.db, 'User Logout');
    expect(audits).toHaveLength(recordedBefore + 1);
    expect(audits.at(-1)).toMatchObject({ severity: 'info', category: 'authentication', user_label: demoAccount.name });
  });

  it('cannot be replayed with the revoked token', async () => {
    const token = await signIn(t.app);
    await api(t.app, method, '/api/auth/logout', { token });
    expectFailure(await api(t.app, method, '/api/auth/logout', { token }), 401);
  });

  it('requires a token', async () => {
    expectFailure(await api(t.app, method, '/api/auth/logout'), 401, /Not authorized/);
  });
});
