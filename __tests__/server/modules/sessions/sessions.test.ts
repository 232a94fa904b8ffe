import { sessionNotFoundMessage } from '../../../../server/src/modules/sessions/service';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

const signInFrom = async (email: string, password: string, userAgent: string, remoteAddress: string) => {
  const response = await api(t.app, 'POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  return response.json().token as string;
};

const listSessions = (token: string) => api(t.app, 'GET', '/api/auth/sessions', { token });

describe('the member’s sessions', () => {
  it('lists the live sessions with device, address and last seen, this one marked current', async () => {
    const account = await registerAccount(t.app);
    const mac = await signInFrom(account.email, account.password, chromeOnMac, '203.0.113.10');
    await signInFrom(account.email, account.password, firefoxOnWindows, '198.51.100.20');

    const response = await listSessions(mac);

    expect(response.statusCode).toBe(200);
    const sessions = response.json().data as { device: string; ip: string; current: boolean; lastSeenAt: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on macOS', ip: '203.0.113.10' }),
    ]);
    expect(sessions.map((session) => session.device)).toContain('Firefox on Windows');
    expect(sessions.every((session) => typeof session.lastSeenAt === 'string')).toBe(true);
  });

  it('signs out one session: its token stops working, the row is revoked and audited', async () => {
    const account = await registerAccount(t.app);
    const other = await signInFrom(account.email, account.password, firefoxOnWindows, '198.51.100.20');
    const [target] = (await listSessions(other)).json().data.filter((session: { current: boolean }) => session.current);

    const response = await api(t.app, 'DELETE', `/api/auth/sessions/${target.id}`, { token: account.token });

    expect(response.statusCode).toBe(200);
    expectFailure(await api(t.app, 'GET', '/api/auth/me', { token: other }), 401);
    const row = await t.db.selectFrom('sessions').select('revoked_at').where('id', '=', target.id).executeTakeFirst();
    expect(row?.revoked_at).not.toBeNull();
    expect((await api(t.app, 'GET', '/api/auth/me', { token: account.token })).statusCode).toBe(200);
    const [audit] = (await auditRowsFor(t.db, 'Session Signed Out')).filter((entry) => entry.user_id === account.id);
    expect(audit).toMatchObject({
      category: 'authentication',
      details: `${account.name} signed out another of their sessions`,
    });
  });

  it('answers 404 for another member’s or another organisation’s session, and for one already ended', async () => {
    const account = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const [strangers] = (await listSessions(stranger.token)).json().data;

    expectFailure(
      await api(t.app, 'DELETE', `/api/auth/sessions/${strangers.id}`, { token: account.token }),
      404,
      sessionNotFoundMessage,
    );
    expect((await api(t.app, 'GET', '/api/auth/me', { token: stranger.token })).statusCode).toBe(200);
    expectFailure(
      await api(t.app, 'DELETE', `/api/auth/sessions/${crypto.randomUUID()}`, { token: account.token }),
      404,
      sessionNotFoundMessage,
    );
  });

  it('refuses an id that is not a session id with 400 naming it', async () => {
    const account = await registerAccount(t.app);
    expectFailure(await api(t.app, 'DELETE', '/api/auth/sessions/not-an-id', { token: account.token }), 400, /^id /);
  });

  it('signs out everywhere else: every other session ends, this one stays, audited with the count', async () => {
    const account = await registerAccount(t.app);
    const second = await signIn(t.app, account.email, account.password);
    const third = await signIn(t.app, account.email, account.password);

    const response = await api(t.app, 'POST', '/api/auth/sessions/revoke-others', { token: third, body: {} });

    expect(response.json()).toEqual({ success: true, data: { revoked: 2 } });
    expectFailure(await api(t.app, 'GET', '/api/auth/me', { token: second }), 401);
    expectFailure(await api(t.app, 'GET', '/api/auth/me', { token: account.token }), 401);
    expect((await listSessions(third)).json().data).toHaveLength(1);
    const [audit] = (await auditRowsFor(t.db, 'Other Sessions Signed Out')).filter(
      (entry) => entry.user_id === account.id,
    );
    expect(audit.details).toBe(`${account.name} signed out everywhere else (2 sessions)`);
  });
});
