import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../../../server/src/lib/clock';
import { resetTwoFactor } from '../../../../server/src/modules/twoFactor/adminReset';
import { resetPassword } from '../../../../server/src/modules/passwordTokens/adminReset';
import { addSignedInMember } from '../../helpers/members';
import { api, registerAccount, signIn } from '../../helpers/requests';
import { setupSecondInstance } from '../../helpers/secondInstance';
import { setupTestApp } from '../../helpers/testApp';
import { enrol } from '../twoFactor/twoFactorHelpers';

// Two instances on one database (on SQLite, two connections, as a second process or the admin CLI would have): each
// write goes through the first, or straight to the database, and both must answer the session's next request with it.
const t = setupTestApp();
const second = setupSecondInstance(t);
const instances = (): [string, FastifyInstance][] => [
  ['the instance written through', t.app],
  ['the other instance', second.app],
];

const me = (app: FastifyInstance, token: string) => api(app, 'GET', '/api/auth/me', { token });

/** Both instances answer the session (twice, so it is cached) before the write. */
const cacheEverywhere = async (...tokens: string[]) => {
  for (const token of tokens) {
    for (const [, app] of instances()) {
      await me(app, token);
      expect((await me(app, token)).statusCode).toBe(200);
    }
  }
};

const expectEndedEverywhere = async (token: string) => {
  for (const [name, app] of instances()) expect([name, (await me(app, token)).statusCode]).toEqual([name, 401]);
};

const expectMeEverywhere = async (token: string, expected: Record<string, unknown>) => {
  for (const [name, app] of instances()) {
    expect([name, (await me(app, token)).json().data]).toEqual([name, expect.objectContaining(expected)]);
  }
};

const secondSession = (account: { email: string; password: string }) => signIn(t.app, account.email, account.password);

describe('a cached session is refused or changed on the next request of every instance', () => {
  it('after signing out', async () => {
    const account = await registerAccount(t.app);
    await cacheEverywhere(account.token);
    expect((await api(t.app, 'POST', '/api/auth/logout', { token: account.token })).statusCode).toBe(200);
    await expectEndedEverywhere(account.token);
  });

  it('after the member signs out their other sessions', async () => {
    const account = await registerAccount(t.app);
    const other = await secondSession(account);
    await cacheEverywhere(account.token, other);
    const revoked = await api(t.app, 'POST', '/api/auth/sessions/revoke-others', { token: account.token });
    expect(revoked.statusCode).toBe(200);
    await expectEndedEverywhere(other);
    await expectMeEverywhere(account.token, { email: account.email });
  });

  it('after one session is signed out from another', async () => {
    const account = await registerAccount(t.app);
    const other = await secondSession(account);
    const listed = await api(t.app, 'GET', '/api/auth/sessions', { token: other });
    const [target] = listed.json().data.filter((session: { current: boolean }) => session.current);
    await cacheEverywhere(other);
    expect((await api(t.app, 'DELETE', `/api/auth/sessions/${target.id}`, { token: account.token })).statusCode).toBe(
      200,
    );
    await expectEndedEverywhere(other);
  });

  it('after a password change, for every other session', async () => {
    const account = await registerAccount(t.app);
    const other = await secondSession(account);
    await cacheEverywhere(other);
    const body = { currentPassword: account.password, newPassword: 'a-new-correct-horse-2' };
    expect((await api(t.app, 'PUT', '/api/auth/updatepassword', { token: account.token, body })).statusCode).toBe(200);
    await expectEndedEverywhere(other);
  });

  it('after turning on two-factor, for every other session', async () => {
    const account = await registerAccount(t.app);
    const other = await secondSession(account);
    await cacheEverywhere(other);
    await enrol(t, account);
    await expectEndedEverywhere(other);
  });

  it("after an administrator's reset of two-factor or of the password, written by another process", async () => {
    const account = await registerAccount(t.app);
    await enrol(t, account);
    await cacheEverywhere(account.token);
    await resetTwoFactor(second.db, systemClock, account.email);
    await expectEndedEverywhere(account.token);

    const fresh = await registerAccount(t.app);
    await cacheEverywhere(fresh.token);
    await resetPassword(second.db, systemClock, fresh.email);
    await expectEndedEverywhere(fresh.token);
  });

  it('after a profile change: the new name and job title', async () => {
    const account = await registerAccount(t.app);
    await cacheEverywhere(account.token);
    const body = { name: 'Renamed Person', jobTitle: 'Head of Security' };
    expect((await api(t.app, 'PUT', '/api/auth/updatedetails', { token: account.token, body })).statusCode).toBe(200);
    await expectMeEverywhere(account.token, { name: 'Renamed Person', jobTitle: 'Head of Security' });
  });

  it("after the organisation is renamed: every member's company", async () => {
    const account = await registerAccount(t.app);
    await cacheEverywhere(account.token);
    const body = { name: 'Renamed Company', industry: 'Technology', size: '11-50', domain: null };
    const renamed = await api(t.app, 'PUT', '/api/settings/organization', { token: account.token, body });
    expect(renamed.statusCode).toBe(200);
    await expectMeEverywhere(account.token, { company: 'Renamed Company' });
  });

  it("after a role change: the member's role and what it permits", async () => {
    const admin = await registerAccount(t.app);
    const member = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    await cacheEverywhere(member.token);
    const changed = await api(t.app, 'PUT', `/api/members/${member.id}/role`, {
      token: admin.token,
      body: { role: 'Viewer' },
    });
    expect(changed.statusCode).toBe(200);
    await expectMeEverywhere(member.token, { role: 'Viewer' });
    for (const [name, app] of instances()) {
      const tasks = await api(app, 'POST', '/api/tasks', {
        token: member.token,
        body: { title: 'Not allowed', dueDate: '2026-09-01', priority: 'low' },
      });
      expect([name, tasks.statusCode]).toEqual([name, 403]);
    }
  });

  it('after the member is deactivated or removed', async () => {
    const admin = await registerAccount(t.app);
    const deactivated = await addSignedInMember(t.app, t.db, admin.organizationId, 'Auditor');
    const removed = await addSignedInMember(t.app, t.db, admin.organizationId, 'Viewer');
    await cacheEverywhere(deactivated.token, removed.token);
    const status = await api(t.app, 'PUT', `/api/members/${deactivated.id}/status`, {
      token: admin.token,
      body: { status: 'inactive' },
    });
    expect(status.statusCode).toBe(200);
    expect((await api(t.app, 'DELETE', `/api/members/${removed.id}`, { token: admin.token })).statusCode).toBe(200);
    await expectEndedEverywhere(deactivated.token);
    await expectEndedEverywhere(removed.token);
  });
});
