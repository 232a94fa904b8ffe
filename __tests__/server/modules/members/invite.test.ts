import { demoAccount } from '../../../../server/src/demo/seed';
import { accountElsewhereSubject } from '../../../../server/src/mail/accountElsewhereEmail';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { appUrl, tokenIn } from '../passwordTokens/passwordApp';
import { lastAudit, listMembers, setupMembersApp, signInTeammate, teammateEmail, userRow } from './membersApp';

const t = setupMembersApp();
const invitee = { name: 'Casey Nguyen', email: 'Casey.Nguyen@acmecloud.example', role: 'Auditor', department: 'Audit' };
const invite = (token: string, body: object) => api(t.app, 'POST', '/api/members/invitations', { token, body });
const setPassword = (token: string, password: string) =>
  api(t.app, 'POST', '/api/auth/set-password', { body: { token, password } });

describe('POST /api/members/invitations', () => {
  it('creates a pending user, emails a one-time set-password link and audits the invitation', async () => {
    const admin = await signIn(t.app);
    const response = await invite(admin, invitee);

    expect(response.statusCode).toBe(201);
    const email = 'casey.nguyen@acmecloud.example';
    expect(response.json()).toMatchObject({
      success: true,
      message: `Invitation sent to ${email}`,
      data: { name: 'Casey Nguyen', email, role: 'Auditor', department: 'Audit', status: 'pending', lastLogin: null },
    });
    const row = await userRow(t.database.db, email);
    expect(row).toMatchObject({ status: 'pending', role: 'Auditor', department: 'Audit' });
    expect(t.sent.at(-1)).toMatchObject({ to: email, subject: 'You have been invited to Securo' });
    expect(t.sent.at(-1)?.text).toContain(`${appUrl}/set-password?token=`);
    expect(t.sent.at(-1)?.text).toContain('Acme Cloud');
    const audit = await lastAudit(t.database.db, 'User Invited');
    expect(audit).toMatchObject({ user_label: 'Alex Morgan', resource: `user:${row.id}` });
    expect(audit.details).toBe(`Alex Morgan invited Casey Nguyen (${email}) as Auditor, Audit`);
    expectFailure(await api(t.app, 'POST', '/api/auth/login', { body: { email, password: 'whatever1' } }), 401);
  });

  it('activates the pending user when the link sets a password, who then signs in with their role', async () => {
    const link = tokenIn(t.sent.at(-1)!);
    expect((await setPassword(link, 'casey-horse-battery')).statusCode).toBe(200);

    const row = await userRow(t.database.db, 'casey.nguyen@acmecloud.example');
    expect(row.status).toBe('active');
    expect((await lastAudit(t.database.db, 'Invitation Accepted')).details).toBe(
      'Casey Nguyen (casey.nguyen@acmecloud.example) accepted the invitation: pending → active',
    );
    const admin = await signIn(t.app);
    const { notifications } = (await api(t.app, 'GET', '/api/notifications', { token: admin })).json().data;
    expect(notifications[0]).toMatchObject({
      kind: 'invitationAccepted',
      title: 'Invitation accepted',
      body: 'Casey Nguyen (casey.nguyen@acmecloud.example) set a password and joined.',
      link: '/access-management',
      readAt: null,
    });
    const token = await signIn(t.app, 'casey.nguyen@acmecloud.example', 'casey-horse-battery');
    const me = (await api(t.app, 'GET', '/api/auth/me', { token })).json().data;
    expect(me.role).toBe('Auditor');
    expectFailure(await api(t.app, 'POST', '/api/dashboard/run-assessment', { token, body: {} }), 403);
  });

  it('answers 400 naming the bad field', async () => {
    const admin = await signIn(t.app);
    expectFailure(await invite(admin, { ...invitee, email: 'not-an-email' }), 400, /email/);
    expectFailure(await invite(admin, { ...invitee, name: '' }), 400, /name/);
    expectFailure(await invite(admin, { ...invitee, role: 'Owner' }), 400, /role/);
    expectFailure(await invite(admin, { ...invitee, department: 'Sales' }), 400, /department/);
  });

  it('refuses an address already in the organisation by name', async () => {
    const admin = await signIn(t.app);
    expectFailure(
      await invite(admin, { ...invitee, email: teammateEmail('Auditor') }),
      409,
      `${teammateEmail('Auditor')} is already a member of your organisation`,
    );
  });

  it('answers an address with an account elsewhere as a new one, moves nobody and tells the address', async () => {
    const admin = await signIn(t.app);
    const fresh = await invite(admin, { ...invitee, name: 'Fresh Person', email: 'fresh.person@acmecloud.example' });
    const other = await registerAccount(t.app, { company: 'Globex Secret' });
    const auditsBefore = await t.database.db.selectFrom('audit_logs').select('id').execute();

    const elsewhere = await invite(admin, { ...invitee, name: 'Fresh Person', email: other.email });

    expect(elsewhere.statusCode).toBe(fresh.statusCode);
    const [freshBody, elsewhereBody] = [fresh.json(), elsewhere.json()];
    expect(Object.keys(elsewhereBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(elsewhereBody.data).sort()).toEqual(Object.keys(freshBody.data).sort());
    expect(elsewhereBody).toMatchObject({
      success: true,
      message: `Invitation sent to ${other.email}`,
      data: { ...freshBody.data, id: expect.any(String), email: other.email, createdAt: expect.any(String) },
    });
    expect(elsewhere.body).not.toMatch(/Globex|Test User|already/);

    const row = await userRow(t.database.db, other.email);
    expect(row).toMatchObject({ organization_id: other.organizationId, status: 'active', role: 'Admin' });
    expect(await t.database.db.selectFrom('audit_logs').select('id').execute()).toHaveLength(auditsBefore.length);
    const notice = t.sent.at(-1)!;
    expect(notice).toMatchObject({ to: other.email, subject: accountElsewhereSubject });
    expect(notice.text).toContain('Acme Cloud tried to invite this address');
    expect(notice.text).toContain('a Securo account belongs to one organisation only');
    expect(notice.text).not.toMatch(/set-password|Fresh Person/);
    const names = (await listMembers(t, admin)).json().data.members.map((m: { email: string }) => m.email);
    expect(names).not.toContain(other.email);
  });

  it("makes an existing organisation name's link inert in the invitation, and escapes it in HTML", async () => {
    const other = await registerAccount(t.app);
    const named = 'Globex <i>Pay</i> https://evil.example/login';
    await t.database.db
      .updateTable('organizations')
      .set({ name: named })
      .where('id', '=', other.organizationId)
      .execute();

    const response = await invite(other.token, { ...invitee, email: 'linked.name@globex.example' });

    expect(response.statusCode).toBe(201);
    const mail = t.sent.at(-1)!;
    expect(mail.text).toContain('join Globex <i>Pay</i> https[:]//evil[.]example/login on Securo');
    expect(mail.text).not.toContain('https://evil');
    expect(mail.html).toContain('Globex &#60;i&#62;Pay&#60;/i&#62; https[:]//evil[.]example/login');
    expect(mail.html).not.toMatch(/<i>|https:\/\/evil/);
  });

  it('is for Admins only (403 naming users:manage)', async () => {
    const manager = await signInTeammate(t, 'Compliance Manager');
    expectFailure(await invite(manager, { ...invitee, email: 'x@acmecloud.example' }), 403, /users:manage/);
  });
});

describe('resending and revoking an invitation', () => {
  const pendingId = async () => (await userRow(t.database.db, 'taylor.brooks@acmecloud.example')).id;

  it('resends a new link that replaces the old one', async () => {
    const admin = await signIn(t.app);
    const id = await pendingId();
    const first = await api(t.app, 'POST', `/api/members/${id}/invitation`, { token: admin });
    expect(first.json()).toMatchObject({ message: 'Invitation resent to taylor.brooks@acmecloud.example' });
    const firstLink = tokenIn(t.sent.at(-1)!);
    await api(t.app, 'POST', `/api/members/${id}/invitation`, { token: admin });
    expectFailure(await setPassword(firstLink, 'taylor-horse-battery'), 400);
    expect((await lastAudit(t.database.db, 'Invitation Resent')).resource).toBe(`user:${id}`);
  });

  it('revokes: the link stops working and the invitation leaves the list', async () => {
    const admin = await signIn(t.app);
    const id = await pendingId();
    const link = tokenIn(t.sent.at(-1)!);
    const revoked = await api(t.app, 'DELETE', `/api/members/${id}/invitation`, { token: admin });
    expect(revoked.json()).toEqual({ success: true, message: 'Invitation revoked' });

    expectFailure(await setPassword(link, 'taylor-horse-battery'), 400);
    const names = (await listMembers(t, admin)).json().data.members.map((m: { name: string }) => m.name);
    expect(names).not.toContain('Taylor Brooks');
    expect((await userRow(t.database.db, 'taylor.brooks@acmecloud.example')).status).toBe('removed');
    expect((await lastAudit(t.database.db, 'Invitation Revoked')).details).toContain('pending → removed');
  });

  it('invites a removed address again as the same pending row', async () => {
    const admin = await signIn(t.app);
    const id = await pendingId();
    const again = await invite(admin, { ...invitee, name: 'Taylor Brooks', email: 'taylor.brooks@acmecloud.example' });
    expect(again.json().data).toMatchObject({ id, status: 'pending', role: 'Auditor' });
  });

  it('answers 409 for someone with no pending invitation, 404 for another organisation, 400 for a bad id', async () => {
    const admin = await signIn(t.app);
    const alex = (await userRow(t.database.db, demoAccount.email)).id;
    expectFailure(await api(t.app, 'POST', `/api/members/${alex}/invitation`, { token: admin }), 409);
    const other = await registerAccount(t.app);
    for (const method of ['POST', 'DELETE'] as const) {
      expectFailure(await api(t.app, method, `/api/members/${other.id}/invitation`, { token: admin }), 404);
      expectFailure(await api(t.app, method, `/api/members/${alex}/invitation`, { token: other.token }), 404);
      expectFailure(await api(t.app, method, '/api/members/not-an-id/invitation', { token: admin }), 400, /id/);
    }
    const analyst = await signInTeammate(t, 'Security Analyst');
    expectFailure(await api(t.app, 'DELETE', `/api/members/${alex}/invitation`, { token: analyst }), 403);
  });
});
