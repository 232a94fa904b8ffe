import { roleDefinitions } from '@/features/members/roleDefinitions';
import { rolePermissions } from '@/contracts/permissions';

describe('role definitions (SPEC §6, read from the permission table)', () => {
  it('give each role exactly the SPEC’s words', () => {
    expect(roleDefinitions.map(({ name, labels }) => [name, labels])).toEqual([
      ['Admin', ['Full Access', 'User Management', 'System Settings']],
      ['Compliance Manager', ['Compliance View', 'Report Generation', 'Evidence Access']],
      ['Security Analyst', ['Security Monitoring', 'Incident Response', 'Integration Management']],
      ['Auditor', ['Read-only Access', 'Report View', 'Evidence View']],
      ['Viewer', ['Read-only Access']],
    ]);
  });

  it('carry the permissions the server enforces', () => {
    for (const role of roleDefinitions) expect(role.permissions).toEqual(rolePermissions[role.name]);
  });
});
