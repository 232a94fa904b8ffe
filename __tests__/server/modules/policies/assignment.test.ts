import type { Department } from '@/contracts/memberOptions';
import { missingPermissionMessage } from '@/contracts/permissions';
import { policyAuditActions } from '../../../../server/src/modules/policies/auditActions';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import type { Member } from '../comments/commentTeam';
import { policyTeam, publishAsTeam } from './policyTeam';

const t = setupTestApp({ seed: false });

const assign = (member: Pick<Member, 'token'>, policyId: string, roles: unknown, departments?: unknown) =>
  api(t.app, 'PUT', `/api/policies/${policyId}/assignment`, {
    token: member.token,
    body: departments === undefined ? { roles } : { roles, departments },
  });

const acceptedPct = async (organizationId: string) => {
  const row = await t.db
    .selectFrom('security_signals')
    .select('value')
    .where('organization_id', '=', organizationId)
    .where('key', '=', 'policies.acceptedPct')
    .executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
};

describe('assigning a policy to roles', () => {
  it('asks only the members of the assigned roles to accept, and counts only them in the share', async () => {
    const team = await policyTeam(t);
    const { policies, manager, analyst, viewer, admin, policyId } = team;
    const published = await publishAsTeam(team);
    expect(published.assignment).toEqual({ roles: 'all', departments: 'all' });
    expect(published.acceptance).toEqual({ accepted: 0, required: 5 });
    expect((await policies.accept(viewer, published.current.id)).statusCode).toBe(200);
    expect(await acceptedPct(admin.organizationId)).toBe(20);

    const assigned = await assign(manager, policyId, ['Security Analyst', 'Viewer']);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({
      assignment: { roles: ['Security Analyst', 'Viewer'], departments: 'all' },
      acceptance: { accepted: 1, required: 2 },
    });
    expect(await acceptedPct(admin.organizationId)).toBe(50);
    const listed = (await api(t.app, 'GET', '/api/policies', { token: manager.token })).json().data.policies;
    expect(listed).toEqual([expect.objectContaining({ id: policyId, acceptance: { accepted: 1, required: 2 } })]);

    expect((await policies.toAccept(analyst)).json().data.policies).toEqual([
      expect.objectContaining({ policyId, versionId: published.current.id }),
    ]);
    expect((await policies.toAccept(manager)).json().data.policies).toEqual([]);
    expect((await policies.toAccept(admin)).json().data.policies).toEqual([]);

    const rows = await auditRowsFor(t.db, policyAuditActions.assigned);
    expect(rows).toEqual([
      expect.objectContaining({
        details: `${manager.name} assigned the Access Control Policy to the Security Analyst, Viewer roles`,
      }),
    ]);

    const everyone = (await assign(manager, policyId, 'all')).json().data;
    expect(everyone).toMatchObject({
      assignment: { roles: 'all', departments: 'all' },
      acceptance: { accepted: 1, required: 5 },
    });
    expect((await policies.toAccept(admin)).json().data.policies).toHaveLength(1);
  });

  it('asks only the members of the assigned departments who hold an assigned role', async () => {
    const team = await policyTeam(t);
    const { policies, manager, analyst, viewer, admin, policyId } = team;
    const inDepartment = async (member: Member, department: Department) =>
      t.db.updateTable('users').set({ department }).where('id', '=', member.id).execute();
    await inDepartment(analyst, 'Security');
    await inDepartment(viewer, 'Security');
    await inDepartment(manager, 'Compliance');
    const published = await publishAsTeam(team);

    const security = await assign(manager, policyId, 'all', ['Security']);
    expect(security.json().data).toMatchObject({
      assignment: { roles: 'all', departments: ['Security'] },
      acceptance: { accepted: 0, required: 2 },
    });
    expect((await policies.toAccept(analyst)).json().data.policies).toHaveLength(1);
    expect((await policies.toAccept(manager)).json().data.policies).toEqual([]);
    expect((await policies.toAccept(admin)).json().data.policies).toEqual([]);

    const analystsThere = await assign(manager, policyId, ['Security Analyst'], ['IT', 'Security']);
    expect(analystsThere.json().data).toMatchObject({
      assignment: { roles: ['Security Analyst'], departments: ['Security', 'IT'] },
      acceptance: { accepted: 0, required: 1 },
    });
    expect((await policies.toAccept(viewer)).json().data.policies).toEqual([]);
    expect((await policies.accept(analyst, published.current.id)).statusCode).toBe(200);
    expect(await acceptedPct(admin.organizationId)).toBe(100);
    const rows = await auditRowsFor(t.db, policyAuditActions.assigned);
    expect(rows.map((row) => row.details)).toContain(
      `${manager.name} assigned the Access Control Policy to the Security Analyst roles in the Security, IT departments`,
    );
  });

  it('refuses an assignment that names no role or department, or an unknown one, naming the field', async () => {
    const { manager, policyId } = await policyTeam(t);
    for (const roles of [[], ['Intern'], 'everyone', undefined]) {
      expectFailure(await assign(manager, policyId, roles), 400, /roles/);
    }
    for (const departments of [[], ['Marketing'], 'everyone', null]) {
      expectFailure(await assign(manager, policyId, 'all', departments), 400, /departments/);
    }
    const stored = await t.db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirst();
    expect(stored).toMatchObject({ assigned_roles: null, assigned_departments: null });
  });

  it('lets only members who manage policies assign them, within their organisation', async () => {
    const { analyst, viewer, policyId } = await policyTeam(t);
    expectFailure(await assign(analyst, policyId, ['Viewer']), 403, missingPermissionMessage('policies:manage'));
    expectFailure(await assign(viewer, policyId, 'all'), 403, missingPermissionMessage('policies:manage'));
    const stranger = await registerAccount(t.app, { email: 'stranger@elsewhere.example', company: 'Elsewhere' });
    expectFailure(await assign(stranger, policyId, ['Viewer']), 404, 'Policy not found');
  });
});
