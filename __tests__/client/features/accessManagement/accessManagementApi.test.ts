import { makeStore } from '@/app/store';
import { accessManagementApi } from '@/features/accessManagement/accessManagementApi';
import { departments } from '@/features/accessManagement/constants';

const { endpoints } = accessManagementApi;

describe('getManagedUsers (SPEC §3)', () => {
  it('answers sample users holding every SPEC field, every status, and their role’s permissions', async () => {
    const store = makeStore();
    const { data: users = [] } = await store.dispatch(endpoints.getManagedUsers.initiate());
    const { data: roles = [] } = await store.dispatch(endpoints.getRoleDefinitions.initiate());
    expect(users.length).toBeGreaterThanOrEqual(5);
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(
        ['department', 'email', 'id', 'lastLogin', 'name', 'permissions', 'role', 'status'].sort(),
      );
      expect(departments).toContain(user.department);
      expect(user.permissions).toEqual(roles.find((role) => role.name === user.role)?.permissions);
    }
    expect(new Set(users.map((user) => user.status))).toEqual(new Set(['active', 'inactive', 'pending']));
  });
});

describe('getRoleDefinitions (SPEC §6)', () => {
  it('answers the five roles with exactly their permissions', async () => {
    const { data: roles = [] } = await makeStore().dispatch(endpoints.getRoleDefinitions.initiate());
    expect(roles.map(({ name, permissions }) => [name, permissions])).toEqual([
      ['Admin', ['Full Access', 'User Management', 'System Settings']],
      ['Compliance Manager', ['Compliance View', 'Report Generation', 'Evidence Access']],
      ['Security Analyst', ['Security Monitoring', 'Incident Response', 'Integration Management']],
      ['Auditor', ['Read-only Access', 'Report View', 'Evidence View']],
      ['Viewer', ['Read-only Access']],
    ]);
    expect(departments).toEqual(['Security', 'Compliance', 'IT', 'Audit']);
  });
});
