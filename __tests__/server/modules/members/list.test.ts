import { demoAccount } from '../../../../server/src/demo/seed';
import { rolePermissions } from '@/contracts/permissions';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { listMembers, setupMembersApp, signInTeammate, teammateEmail, userRow } from './membersApp';

const t = setupMembersApp();

describe('GET /api/members', () => {
  it("lists the organisation's users with role, status, department, last sign-in and the role's permissions", async () => {
    const token = await signIn(t.app);
    const response = await listMembers(t, token);

    expect(response.statusCode).toBe(200);
    const { members, pagination } = response.json().data;
    expect(members.map((member: { name: string }) => member.name)).toEqual([
      'Alex Morgan',
      'Jordan Lee',
      'Priya Shah',
      'Sam Rivera',
      'Taylor Brooks',
    ]);
    expect(pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
    const alex = members[0];
    const alexRow = await userRow(t.database.db, demoAccount.email);
    expect(alex).toEqual({
      id: alexRow.id,
      name: 'Alex Morgan',
      email: demoAccount.email,
      role: 'Admin',
      status: 'active',
      lastLogin: alexRow.last_login_at,
      department: 'Security',
      permissions: [...rolePermissions.Admin],
      createdAt: alexRow.created_at,
    });
    expect(members[4]).toMatchObject({ name: 'Taylor Brooks', status: 'pending', lastLogin: null, department: 'IT' });
    expect(response.body).not.toMatch(/argon2|password_hash/);
  });

  it('records the last sign-in when someone signs in', async () => {
    t.clock.advance(60_000);
    const token = await signIn(t.app);
    expect((await userRow(t.database.db, demoAccount.email)).last_login_at).toBe(t.clock.now().toISOString());
    const { members } = (await listMembers(t, token)).json().data;
    expect(members[0].lastLogin).toBe(t.clock.now().toISOString());
  });

  it('searches names and emails case-insensitively, with % taken literally, and pages on the server', async () => {
    const token = await signIn(t.app);
    const names = async (query: string) =>
      (await listMembers(t, token, query)).json().data.members.map((member: { name: string }) => member.name);

    expect(await names('?search=PRIYA')).toEqual(['Priya Shah']);
    expect(await names('?search=acmecloud.example')).toHaveLength(4);
    expect(await names('?search=%25')).toEqual([]);
    const second = (await listMembers(t, token, '?page=2&limit=2')).json().data;
    expect(second.members.map((member: { name: string }) => member.name)).toEqual(['Priya Shah', 'Sam Rivera']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
  });

  it('answers 400 naming a bad query parameter', async () => {
    const token = await signIn(t.app);
    expectFailure(await listMembers(t, token, '?page=0'), 400, /page/);
    expectFailure(await listMembers(t, token, '?limit=abc'), 400, /limit/);
  });

  it("lets an Auditor read the list, refuses a Security Analyst (403), and never shows another organisation's users", async () => {
    const auditor = await signInTeammate(t, 'Auditor');
    expect((await listMembers(t, auditor)).statusCode).toBe(200);
    const analyst = await signInTeammate(t, 'Security Analyst');
    expectFailure(await listMembers(t, analyst), 403, /users:read/);

    const other = await registerAccount(t.app);
    const theirs = (await listMembers(t, other.token)).json().data;
    expect(theirs.members.map((member: { email: string }) => member.email)).toEqual([other.email]);
    expect(JSON.stringify(theirs)).not.toContain(teammateEmail('Auditor'));
    expectFailure(await api(t.app, 'GET', '/api/members'), 401);
  });
});
