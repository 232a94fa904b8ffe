import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { parseCsv } from '../../helpers/csv';
import { lastAudit, setupMembersApp, signInTeammate, teammateEmail, userRow } from './membersApp';

const t = setupMembersApp();
const dayMs = 24 * 60 * 60 * 1000;

describe('GET /api/members/export', () => {
  it('answers the user list as CSV, formula-safe, and audits the export', async () => {
    const admin = await signIn(t.app);
    await api(t.app, 'POST', '/api/members/invitations', {
      token: admin,
      body: { name: '=HYPERLINK("x")', email: 'formula@acmecloud.example', role: 'Viewer', department: 'IT' },
    });
    const response = await api(t.app, 'GET', '/api/members/export', { token: admin });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="securo-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['Name', 'Email', 'Role', 'Department', 'Status', 'Last Login', 'Created']);
    expect(rows.map((row) => row[0])).toEqual([
      '\'=HYPERLINK("x")',
      'Alex Morgan',
      'Jordan Lee',
      'Priya Shah',
      'Sam Rivera',
      'Taylor Brooks',
    ]);
    expect(rows[4].slice(0, 5)).toEqual(['Sam Rivera', teammateEmail('Auditor'), 'Auditor', 'Audit', 'active']);
    expect(await lastAudit(t.database.db, 'User List Exported')).toMatchObject({
      category: 'data',
      details: 'Alex Morgan exported the user list (6 users) as CSV',
    });
  });

  it('is refused without users:read (403) and lists only the caller organisation', async () => {
    expectFailure(
      await api(t.app, 'GET', '/api/members/export', { token: await signInTeammate(t, 'Security Analyst') }),
      403,
    );
    const other = await registerAccount(t.app);
    const [, ...rows] = parseCsv((await api(t.app, 'GET', '/api/members/export', { token: other.token })).body);
    expect(rows.map((row) => row[1])).toEqual([other.email]);
  });
});

describe('GET /api/members/access-review', () => {
  it('lists members by last sign-in, flags 90+ days without one, leaves out invitations, and is audited', async () => {
    const admin = await signIn(t.app);
    const priyaEmail = teammateEmail('Compliance Manager');
    const longAgo = new Date(t.clock.now().getTime() - 120 * dayMs).toISOString();
    await t.database.db.updateTable('users').set({ last_login_at: longAgo }).where('email', '=', priyaEmail).execute();

    const response = await api(t.app, 'GET', '/api/members/access-review', { token: admin });
    expect(response.statusCode).toBe(200);
    const review = response.json().data;
    expect(review.staleAfterDays).toBe(90);
    expect(review.members[0]).toMatchObject({
      name: 'Priya Shah',
      daysSinceSignIn: 120,
      flagged: true,
      lastLogin: longAgo,
    });
    expect(review.members.filter((member: { flagged: boolean }) => member.flagged)).toHaveLength(1);
    const days = review.members.map((member: { daysSinceSignIn: number }) => member.daysSinceSignIn);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(review.members.map((member: { status: string }) => member.status)).not.toContain('pending');
    expect((await lastAudit(t.database.db, 'Access Review Run')).details).toBe(
      'Alex Morgan reviewed access: 4 members, 1 without a sign-in for 90+ days',
    );
    expect((await userRow(t.database.db, priyaEmail)).last_login_at).toBe(longAgo);
  });

  it('is refused without users:read (403)', async () => {
    const viewerless = await signInTeammate(t, 'Security Analyst');
    expectFailure(await api(t.app, 'GET', '/api/members/access-review', { token: viewerless }), 403, /users:read/);
  });
});
