import { makeStore } from '@/app/store';
import {
  selectManagedUsers,
  selectUserSearch,
  selectVisibleUsers,
  userSearchChanged,
} from '@/features/accessManagement/accessManagementSlice';
import { departments, roleDefinitions } from '@/features/accessManagement/constants';

const names = (store: ReturnType<typeof makeStore>) => selectVisibleUsers(store.getState()).map((user) => user.name);

describe('access management slice (SPEC §3, §6)', () => {
  it('starts with sample managed users holding every SPEC field', () => {
    const users = selectManagedUsers(makeStore().getState());
    expect(users.length).toBeGreaterThanOrEqual(5);
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(
        ['department', 'email', 'id', 'lastLogin', 'name', 'permissions', 'role', 'status'].sort(),
      );
      expect(departments).toContain(user.department);
      expect(user.permissions).toEqual(roleDefinitions.find((role) => role.name === user.role)?.permissions);
    }
    expect(new Set(users.map((user) => user.status))).toEqual(new Set(['active', 'inactive', 'pending']));
  });

  it('replays searches over name, email, role and department', () => {
    const store = makeStore();
    store.dispatch(userSearchChanged('priya'));
    expect(names(store)).toEqual(['Priya Raman']);

    store.dispatch(userSearchChanged('auditpartners.com'));
    expect(names(store)).toEqual(['Sofia Alvarez']);

    store.dispatch(userSearchChanged(' SECURITY analyst '));
    expect(names(store)).toEqual(['Marcus Chen', 'Hannah Weiss']);

    store.dispatch(userSearchChanged('IT'));
    expect(names(store)).toEqual(expect.arrayContaining(["Liam O'Connor", 'Hannah Weiss']));

    store.dispatch(userSearchChanged(''));
    expect(selectUserSearch(store.getState())).toBe('');
    expect(names(store)).toHaveLength(selectManagedUsers(store.getState()).length);
  });
});

describe('role definitions (SPEC §6)', () => {
  it('are the five roles with exactly their permissions', () => {
    expect(roleDefinitions.map(({ name, permissions }) => [name, permissions])).toEqual([
      ['Admin', ['Full Access', 'User Management', 'System Settings']],
      ['Compliance Manager', ['Compliance View', 'Report Generation', 'Evidence Access']],
      ['Security Analyst', ['Security Monitoring', 'Incident Response', 'Integration Management']],
      ['Auditor', ['Read-only Access', 'Report View', 'Evidence View']],
      ['Viewer', ['Read-only Access']],
    ]);
    expect(departments).toEqual(['Security', 'Compliance', 'IT', 'Audit']);
  });
});
