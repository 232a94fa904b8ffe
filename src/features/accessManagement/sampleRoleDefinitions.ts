import type { RoleDefinition } from '@/features/accessManagement/types';

/** Local sample data (SPEC §6): what each role is meant to allow, displayed and not enforced. */
export const sampleRoleDefinitions: RoleDefinition[] = [
  {
    name: 'Admin',
    description: 'Runs the workspace and its people.',
    permissions: ['Full Access', 'User Management', 'System Settings'],
  },
  {
    name: 'Compliance Manager',
    description: 'Owns frameworks, reports and evidence.',
    permissions: ['Compliance View', 'Report Generation', 'Evidence Access'],
  },
  {
    name: 'Security Analyst',
    description: 'Watches findings and responds to incidents.',
    permissions: ['Security Monitoring', 'Incident Response', 'Integration Management'],
  },
  {
    name: 'Auditor',
    description: 'Reviews controls and evidence without changing them.',
    permissions: ['Read-only Access', 'Report View', 'Evidence View'],
  },
  { name: 'Viewer', description: 'Follows the compliance posture.', permissions: ['Read-only Access'] },
];
