import { hashPassword } from '../../../server/src/lib/passwords';
import { insertUser } from '../../../server/src/modules/users/repository';
import { api, expectFailure, registerAccount, signIn } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

describe('a Viewer', () => {
  const t = setupTestApp({ seed: false });
  let token: string;

  beforeAll(async () => {
    const admin = await registerAccount(t.app);
    const now = new Date().toISOString();
    const email = `viewer.${Date.now()}@example.com`;
    await insertUser(t.db, {
      id: crypto.randomUUID(),
      organization_id: admin.organizationId,
      name: 'Vera Viewer',
      email,
      password_hash: await hashPassword('viewer-horse'),
      role: 'Viewer',
      job_title: null,
      created_at: now,
      updated_at: now,
    });
    token = await signIn(t.app, email, 'viewer-horse');
  });

  it('may not export the audit trail: 403 naming the permission', async () => {
    const response = await api(t.app, 'GET', '/api/audit-logs/export', { token });
    expectFailure(
      response,
      403,
      'Your role does not allow you to export the activity logs (requires auditLogs:export)',
    );
  });

  it('may not run an assessment: 403 naming the permission, and nothing starts', async () => {
    const response = await api(t.app, 'POST', '/api/dashboard/run-assessment', { token, body: {} });
    expectFailure(response, 403, 'Your role does not allow you to run assessments (requires assessments:run)');
    const runs = await t.db.selectFrom('assessments').select('id').execute();
    expect(runs).toEqual([]);
  });

  it('still reads the dashboard', async () => {
    const response = await api(t.app, 'GET', '/api/dashboard/overview', { token });
    expect(response.statusCode).toBe(200);
  });
});
