import { demoAccount } from '../../../../server/src/demo/seed';
import { verifyAuditChain } from '../../../../server/src/modules/auditLogs/verify';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import {
  lastAudit,
  listMembers,
  setupMembersApp,
  signInTeammate,
  teammateEmail,
  teammatePassword,
  userRow,
} from './membersApp';

const t = setupMembersApp();
const idOf = async (email: string) => (await userRow(t.database.db, email)).id;
const setRole = (token: string, id: string, role: unknown) =>
  api(t.app, 'PUT', `/api/members/${id}/role`, { token, body: { role } });
const setStatus = (token: string, id: string, status: unknown) =>
  api(t.app, 'PUT', `/api/members/${id}/status`, { token, body: { status } });
const lastAdmin = /Alex Morgan is the organisation's last active Admin and cannot be/;

describe('changing, deactivating and removing users', () => {
  it('changes a role and audits before → after', async () => {
    const admin = await signIn(t.app);
    const sam = await idOf(teammateEmail('Auditor'));
    const response = await setRole(admin, sam, 'Viewer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { role: 'Viewer', permissions: expect.not.arrayContaining(['users:read']) },
    });
    expect((await userRow(t.database.db, teammateEmail('Auditor'))).role).toBe('Viewer');
    expect((await lastAudit(t.database.db, 'User Role Changed')).details).toBe(
      'Alex Morgan changed the role of Sam Rivera: Auditor → Viewer',
    );
    await setRole(admin, sam, 'Auditor');
  });

  it('keeps the last active Admin: demoting, deactivating or removing them is a 409 with the reason', async () => {
    const admin = await signIn(t.app);
    const alex = await idOf(demoAccount.email);
    expectFailure(await setRole(admin, alex, 'Viewer'), 409, lastAdmin);
    expectFailure(await setStatus(admin, alex, 'inactive'), 409, lastAdmin);
    expectFailure(await api(t.app, 'DELETE', `/api/members/${alex}`, { token: admin }), 409, lastAdmin);
    expect(await userRow(t.database.db, demoAccount.email)).toMatchObject({ role: 'Admin', status: 'active' });

    const priya = await idOf(teammateEmail('Compliance Manager'));
    await setRole(admin, priya, 'Admin');
    expect((await setRole(admin, alex, 'Security Analyst')).statusCode).toBe(200);
    const priyaToken = await signInTeammate(t, 'Compliance Manager');
    expect((await setRole(priyaToken, alex, 'Admin')).statusCode).toBe(200);
    expect((await setRole(admin, priya, 'Compliance Manager')).statusCode).toBe(200);
  });

  it('deactivation ends every session at once and refuses sign-in generically; reactivation lets them back', async () => {
    const admin = await signIn(t.app);
    const jordanEmail = teammateEmail('Security Analyst');
    const jordan = await idOf(jordanEmail);
    const session = await signInTeammate(t, 'Security Analyst');

    const response = await setStatus(admin, jordan, 'inactive');
    expect(response.json()).toMatchObject({ data: { status: 'inactive' } });
    expectFailure(await api(t.app, 'GET', '/api/auth/me', { token: session }), 401);
    const live = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', jordan)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const refused = await api(t.app, 'POST', '/api/auth/login', {
      body: { email: jordanEmail, password: teammatePassword },
    });
    expectFailure(refused, 401, 'Invalid email or password');
    expect((await lastAudit(t.database.db, 'User Deactivated')).details).toBe(
      'Alex Morgan deactivated Jordan Lee: active → inactive; every session was signed out',
    );

    expect((await setStatus(admin, jordan, 'active')).json()).toMatchObject({ data: { status: 'active' } });
    expect(await signInTeammate(t, 'Security Analyst')).toEqual(expect.any(String));
    expect((await lastAudit(t.database.db, 'User Reactivated')).details).toContain('inactive → active');
  });

  it('removes a user: gone from the list and sign-in, their audit rows and name stay, the chain still verifies', async () => {
    const admin = await signIn(t.app);
    const jordanEmail = teammateEmail('Security Analyst');
    const jordan = await idOf(jordanEmail);
    const before = await t.database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('user_id', '=', jordan)
      .orderBy('seq')
      .execute();
    expect(before.length).toBeGreaterThan(0);

    expect((await api(t.app, 'DELETE', `/api/members/${jordan}`, { token: admin })).json()).toEqual({
      success: true,
      message: 'User removed',
    });
    const names = (await listMembers(t, admin)).json().data.members.map((m: { name: string }) => m.name);
    expect(names).not.toContain('Jordan Lee');
    expectFailure(
      await api(t.app, 'POST', '/api/auth/login', { body: { email: jordanEmail, password: teammatePassword } }),
      401,
    );
    const after = await t.database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('user_id', '=', jordan)
      .orderBy('seq')
      .execute();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(
      (await verifyAuditChain(t.database.db, (await userRow(t.database.db, demoAccount.email)).organization_id)).ok,
    ).toBe(true);
    expectFailure(await setStatus(admin, jordan, 'active'), 404);
  });

  it('answers 400 naming the field, 403 without users:manage, 404 for another organisation', async () => {
    const admin = await signIn(t.app);
    const sam = await idOf(teammateEmail('Auditor'));
    expectFailure(await setRole(admin, sam, 'Owner'), 400, /role/);
    expectFailure(await setStatus(admin, sam, 'pending'), 400, /status/);
    expectFailure(await setRole(admin, 'not-an-id', 'Viewer'), 400, /id/);
    const auditor = await signInTeammate(t, 'Auditor');
    expectFailure(await setRole(auditor, sam, 'Admin'), 403, /users:manage/);

    const other = await registerAccount(t.app);
    expectFailure(await setRole(admin, other.id, 'Viewer'), 404);
    expectFailure(await setStatus(admin, other.id, 'inactive'), 404);
    expectFailure(await api(t.app, 'DELETE', `/api/members/${other.id}`, { token: admin }), 404);
    expectFailure(await setRole(other.token, sam, 'Viewer'), 404);
    expect((await userRow(t.database.db, other.email)).status).toBe('active');
  });
});
