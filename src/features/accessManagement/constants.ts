import type {
  Department,
  ManagedUser,
  ManagedUserStatus,
  RoleDefinition,
  RoleName,
} from '@/features/accessManagement/types';

export const accessManagementText = {
  title: 'Access Management',
  description: 'See who can use Securo, which role each person holds and what that role allows.',
  addUser: 'Add User',
  usersTitle: 'Users',
  searchLabel: 'Search users',
  noResults: 'No users match your search.',
  never: 'Never',
  rolesTitle: 'Role Definitions',
  rolesNote: 'Roles describe intended access; they are shown for reference.',
  quickActionsTitle: 'Quick Actions',
  editUser: (name: string) => `Edit ${name}`,
  removeUser: (name: string) => `Remove ${name}`,
  editComingSoon: 'Edit user feature coming soon',
  removeComingSoon: 'Remove user feature coming soon',
  morePermissions: (count: number) => `+${count} more`,
} as const;

export const userTableHeadings = ['User', 'Role / Department', 'Status', 'Last Login', 'Permissions', 'Actions'] as const;

export const addUserText = {
  title: 'Add User',
  name: 'Full Name',
  email: 'Email Address',
  role: 'Role',
  department: 'Department',
  cancel: 'Cancel',
  submit: 'Send Invitation',
  invited: (email: string) => `Invitation sent to ${email}`,
  invitedNoEmail: 'Invitation sent',
} as const;

export const statusLabels: Record<ManagedUserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
};

// SPEC §6, displayed and not enforced.
export const roleDefinitions: RoleDefinition[] = [
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

export const roleNames: RoleName[] = roleDefinitions.map((role) => role.name);

// SPEC §6.
export const departments: Department[] = ['Security', 'Compliance', 'IT', 'Audit'];

export const quickActions = [
  { id: 'import', label: 'Bulk Import Users', toast: 'Bulk import feature coming soon' },
  { id: 'export', label: 'Export User List', toast: 'User export feature coming soon' },
  { id: 'review', label: 'Schedule Access Review', toast: 'Access review scheduling feature coming soon' },
  { id: 'sso', label: 'Configure SSO', toast: 'Single sign-on configuration feature coming soon' },
] as const;

const permissionsOf = (role: RoleName) => roleDefinitions.find((definition) => definition.name === role)?.permissions ?? [];

export const initialManagedUsers: ManagedUser[] = [
  {
    id: 'u-1',
    name: 'Alex Morgan',
    email: 'alex.morgan@securo.dev',
    role: 'Admin',
    status: 'active',
    lastLogin: '2026-11-22T08:42:00.000Z',
    permissions: permissionsOf('Admin'),
    department: 'Security',
  },
  {
    id: 'u-2',
    name: 'Priya Raman',
    email: 'priya.raman@securo.dev',
    role: 'Compliance Manager',
    status: 'active',
    lastLogin: '2026-11-21T16:05:00.000Z',
    permissions: permissionsOf('Compliance Manager'),
    department: 'Compliance',
  },
  {
    id: 'u-3',
    name: 'Marcus Chen',
    email: 'marcus.chen@securo.dev',
    role: 'Security Analyst',
    status: 'active',
    lastLogin: '2026-11-22T07:18:00.000Z',
    permissions: permissionsOf('Security Analyst'),
    department: 'Security',
  },
  {
    id: 'u-4',
    name: 'Sofia Alvarez',
    email: 'sofia.alvarez@auditpartners.com',
    role: 'Auditor',
    status: 'pending',
    lastLogin: null,
    permissions: permissionsOf('Auditor'),
    department: 'Audit',
  },
  {
    id: 'u-5',
    name: "Liam O'Connor",
    email: 'liam.oconnor@securo.dev',
    role: 'Viewer',
    status: 'inactive',
    lastLogin: '2026-09-30T11:30:00.000Z',
    permissions: permissionsOf('Viewer'),
    department: 'IT',
  },
  {
    id: 'u-6',
    name: 'Hannah Weiss',
    email: 'hannah.weiss@securo.dev',
    role: 'Security Analyst',
    status: 'active',
    lastLogin: '2026-11-20T13:47:00.000Z',
    permissions: permissionsOf('Security Analyst'),
    department: 'IT',
  },
];
