import { roles, type Role } from '@/contracts/enums';
import { hasPermission, missingPermissionMessage } from '@/contracts/permissions';
import { hashPassword } from '../../../server/src/lib/passwords';
import { insertUser } from '../../../server/src/modules/users/repository';
import { api, registerAccount, signIn } from '../helpers/requests';
import { recordRouteAccess } from '../helpers/routeAccess';
import { setupTestApp } from '../helpers/testApp';

const documentedPermissions = {
  'GET /api/health': 'public',
  'POST /api/wishlist': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/me': 'account:manage',
  'GET /api/auth/logout': 'account:manage',
  'POST /api/auth/logout': 'account:manage',
  'PUT /api/auth/updatedetails': 'account:manage',
  'PUT /api/auth/updatepassword': 'account:manage',
  'POST /api/auth/login/two-factor': 'public',
  'POST /api/auth/login/two-factor/setup': 'public',
  'POST /api/auth/login/two-factor/confirm': 'public',
  'GET /api/auth/two-factor': 'account:manage',
  'POST /api/auth/two-factor/setup': 'account:manage',
  'POST /api/auth/two-factor/confirm': 'account:manage',
  'POST /api/auth/two-factor/disable': 'account:manage',
  'POST /api/auth/two-factor/recovery-codes': 'account:manage',
  'PUT /api/organization/two-factor': 'organization:manage',
  'GET /api/members/two-factor': 'users:manage',
  'POST /api/members/:id/two-factor/reset': 'users:manage',
  'GET /api/auth/sessions': 'account:manage',
  'DELETE /api/auth/sessions/:id': 'account:manage',
  'POST /api/auth/sessions/revoke-others': 'account:manage',
  'GET /api/settings': 'account:manage',
  'PUT /api/settings/notifications': 'account:manage',
  'PUT /api/settings/compliance': 'organization:manage',
  'PUT /api/settings/organization': 'organization:manage',
  'GET /api/settings/export': 'account:manage',
  'POST /api/settings/import': 'account:manage',
  'POST /api/settings/reset': 'account:manage',
  'GET /api/dashboard/overview': 'dashboard:read',
  'GET /api/dashboard/compliance-heatmap': 'compliance:read',
  'POST /api/dashboard/run-assessment': 'assessments:run',
  'GET /api/dashboard/assessment-runs/:id': 'compliance:read',
  'GET /api/dashboard/score-history': 'dashboard:read',
  'GET /api/controls/:framework/:controlId/history': 'compliance:read',
  'GET /api/audit-logs': 'auditLogs:read',
  'GET /api/audit-logs/export': 'auditLogs:export',
  'GET /api/members': 'users:read',
  'GET /api/members/export': 'users:read',
  'GET /api/members/access-review': 'users:read',
  'POST /api/members/invitations': 'users:manage',
  'POST /api/members/:id/invitation': 'users:manage',
  'DELETE /api/members/:id/invitation': 'users:manage',
  'PUT /api/members/:id/role': 'users:manage',
  'PUT /api/members/:id/status': 'users:manage',
  'DELETE /api/members/:id': 'users:manage',
  'GET /api/tasks': 'tasks:read',
  'GET /api/tasks/assignees': 'tasks:read',
  'POST /api/tasks': 'tasks:manage',
  'PUT /api/tasks/:id': 'tasks:manage',
  'POST /api/tasks/:id/complete': 'tasks:manage',
  'POST /api/tasks/:id/reopen': 'tasks:manage',
  'GET /api/comments': 'account:manage',
  'GET /api/comments/mention-candidates': 'account:manage',
  'POST /api/comments': 'comments:post',
  'PATCH /api/comments/:id': 'comments:post',
  'DELETE /api/comments/:id': 'comments:post',
  'PUT /api/comments/watch': 'account:manage',
  'GET /api/settings/slack': 'account:manage',
  'PUT /api/settings/slack': 'organization:manage',
  'DELETE /api/settings/slack': 'organization:manage',
  'POST /api/settings/slack/test': 'organization:manage',
  'GET /api/notifications': 'account:manage',
  'GET /api/notifications/unread-count': 'account:manage',
  'POST /api/notifications/:id/read': 'account:manage',
  'POST /api/notifications/read-all': 'account:manage',
  'GET /api/reports': 'reports:read',
  'POST /api/reports': 'reports:manage',
  'GET /api/reports/:id': 'reports:read',
  'GET /api/reports/:id/pdf': 'reports:read',
  'DELETE /api/reports/:id': 'reports:manage',
  'GET /api/reports/:id/shares': 'reports:manage',
  'POST /api/reports/:id/shares': 'reports:manage',
  'DELETE /api/reports/:id/shares/:shareId': 'reports:manage',
  'GET /api/reports/schedules': 'reports:read',
  'GET /api/reports/schedules/recipients': 'reports:manage',
  'POST /api/reports/schedules': 'reports:manage',
  'DELETE /api/reports/schedules/:id': 'reports:manage',
  'GET /api/shared-reports/:token': 'public',
  'GET /api/assistant/conversations': 'compliance:read',
  'GET /api/assistant/conversations/:id': 'compliance:read',
  'POST /api/assistant/messages': 'compliance:read',
  'POST /api/assistant/messages/:id/regenerate': 'compliance:read',
  'POST /api/assistant/messages/:id/feedback': 'compliance:read',
  'GET /api/assistant/feedback': 'organization:manage',
};

const password = 'matrix-horse-1';
// Path parameters get a well-formed id no organisation has: the check comes before the lookup.
const concreteUrl = (url: string) => url.replace(/:\w+/g, crypto.randomUUID());

describe('the permission matrix: every /api route for every role', () => {
  const routes = recordRouteAccess();
  const t = setupTestApp({ seed: false });
  const emails = {} as Record<Role, string>;

  beforeAll(async () => {
    const owner = await registerAccount(t.app);
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    for (const role of roles) {
      const id = crypto.randomUUID();
      const email = `${role.replace(/\s/g, '-').toLowerCase()}.${id}@example.com`;
      await insertUser(t.db, {
        id,
        organization_id: owner.organizationId,
        name: `${role} member`,
        email,
        password_hash: passwordHash,
        role,
        job_title: null,
        created_at: now,
        updated_at: now,
      });
      emails[role] = email;
    }
  });

  it('covers the routes the app registers, each requiring the permission this table names', () => {
    const declared = Object.fromEntries(
      routes().map(({ method, url, access }) => [
        `${method} ${url}`,
        access === 'public' ? 'public' : access.permission,
      ]),
    );
    expect(declared).toMatchObject(documentedPermissions);
  });

  it('answers 403 naming the permission a role lacks, and lets every other call past the check', async () => {
    const permissionRoutes = routes().flatMap(({ method, url, access }) =>
      access === 'public' ? [] : [{ method, url, permission: access.permission }],
    );
    const outcome = (status: number) => (status === 401 || status === 403 ? status : 'past the check');
    const mismatches: { call: string; role: Role; status: number }[] = [];
    for (const { method, url, permission } of permissionRoutes) {
      for (const role of roles) {
        // A fresh session per call: sign-out ends the one it is called with.
        const token = await signIn(t.app, emails[role], password);
        const response = await api(t.app, method, concreteUrl(url), { token });
        const allowed = hasPermission(role, permission);
        if (outcome(response.statusCode) !== (allowed ? 'past the check' : 403)) {
          mismatches.push({ call: `${method} ${url}`, role, status: response.statusCode });
        }
        if (!allowed) expect(response.json().message).toBe(missingPermissionMessage(permission));
      }
    }
    expect(mismatches).toEqual([]);
    // One argon2 sign-in per route and role: the time grows with the routes.
  }, 60_000);

  it('answers 401 without a token on every route that is not public', async () => {
    const protectedRoutes = routes().filter(({ access }) => access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    const statuses = await Promise.all(
      protectedRoutes.map(async ({ method, url }) => ({
        call: `${method} ${url}`,
        status: (await api(t.app, method, concreteUrl(url))).statusCode,
      })),
    );
    expect(statuses.filter(({ status }) => status !== 401)).toEqual([]);
  });

  it('lets anyone call the public routes without a token', async () => {
    const publicRoutes = routes().filter(({ access }) => access === 'public');
    expect(publicRoutes.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/wishlist',
      ]),
    );
    for (const { method, url } of publicRoutes) {
      const response = await api(t.app, method, url);
      expect({ url, status: [401, 403].includes(response.statusCode) }).toEqual({ url, status: false });
    }
  });
});
