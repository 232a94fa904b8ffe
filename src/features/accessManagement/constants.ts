import type { Department, ManagedUserStatus } from '@/features/accessManagement/types';

export const accessManagementText = {
  title: 'Access Management',
  description: 'See who can use Securo, which role each person holds and what that role allows.',
  addUser: 'Add User',
  usersTitle: 'Users',
  searchLabel: 'Search users',
  noResults: 'No users match your search.',
  never: 'Never',
  rolesTitle: 'Role Definitions',
  rolesNote: 'Securo checks every request against the signed-in member’s role.',
  quickActionsTitle: 'Quick Actions',
  editUser: (name: string) => `Edit ${name}`,
  removeUser: (name: string) => `Remove ${name}`,
  editComingSoon: 'Edit user feature coming soon',
  removeComingSoon: 'Remove user feature coming soon',
  morePermissions: (count: number) => `+${count} more`,
} as const;

export const userTableHeadings = [
  'User',
  'Role / Department',
  'Status',
  'Last Login',
  'Permissions',
  'Actions',
] as const;

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

// SPEC §6.
export const departments: Department[] = ['Security', 'Compliance', 'IT', 'Audit'];

export const quickActions = [
  { id: 'import', label: 'Bulk Import Users', toast: 'Bulk import feature coming soon' },
  { id: 'export', label: 'Export User List', toast: 'User export feature coming soon' },
  { id: 'review', label: 'Schedule Access Review', toast: 'Access review scheduling feature coming soon' },
  { id: 'sso', label: 'Configure SSO', toast: 'Single sign-on configuration feature coming soon' },
] as const;
