import { screenTitles } from '@/app/screenTitles';
import type { MemberStatus } from '@/contracts/members';

export const accessManagementText = {
  title: screenTitles.accessManagement,
  description: 'See who can use Securo, which role each person holds and what that role allows.',
  addUser: 'Add User',
  usersTitle: 'Users',
  searchLabel: 'Search users',
  noResults: 'No users match your search.',
  never: 'Never',
  noDepartment: '—',
  rolesTitle: 'Role Definitions',
  rolesNote: 'Securo checks every request against the signed-in member’s role.',
  quickActionsTitle: 'Quick Actions',
  editUser: (name: string) => `Edit ${name}`,
  removeUser: (name: string) => `Remove ${name}`,
  deactivateUser: (name: string) => `Deactivate ${name}`,
  reactivateUser: (name: string) => `Reactivate ${name}`,
  resendInvitation: (name: string) => `Resend invitation to ${name}`,
  revokeInvitation: (name: string) => `Revoke invitation of ${name}`,
  resetTwoFactor: (name: string) => `Reset two-factor of ${name}`,
  morePermissions: (count: number) => `+${count} more`,
  loadFailed: 'Failed to load users',
  actionFailed: 'The change could not be saved',
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
  sending: 'Sending...',
  invited: (email: string) => `Invitation sent to ${email}`,
} as const;

export const changeRoleText = {
  title: (name: string) => `Change the role of ${name}`,
  role: 'Role',
  cancel: 'Cancel',
  save: 'Save',
} as const;

export const confirmText = {
  cancel: 'Cancel',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody:
    'They lose access at once and leave the user list. Their entries in the activity logs stay, under their name.',
  remove: 'Remove',
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateBody: 'Every session they have open ends now, and they cannot sign in until reactivated.',
  deactivate: 'Deactivate',
  revokeTitle: (name: string) => `Revoke the invitation of ${name}?`,
  revokeBody: 'The link in their invitation email stops working.',
  revoke: 'Revoke',
  resetTwoFactorTitle: (name: string) => `Reset the two-factor authentication of ${name}?`,
  resetTwoFactorBody:
    'Their authenticator app and recovery codes stop working and every session they have open ends now. They sign ' +
    'in with their password and set up two-factor again. Do this only once you are sure who asked for it.',
  resetTwoFactor: 'Reset two-factor',
} as const;

export const accessReviewText = {
  title: 'Access Review',
  intro: (days: number) => `Members by last sign-in; those without one for ${days} days or more are flagged.`,
  never: 'Never signed in',
  days: (days: number) => (days === 1 ? '1 day ago' : `${days} days ago`),
  flagged: (days: number) => `${days}+ days`,
  close: 'Close',
  failed: 'Failed to run the access review',
} as const;

export const exportText = {
  exported: 'User list exported',
  failed: 'Failed to export the user list',
} as const;

export const statusLabels: Record<MemberStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
};

export const quickActions = [
  { id: 'import', label: 'Bulk Import Users', toast: 'Bulk import feature coming soon' },
  { id: 'export', label: 'Export User List', toast: null },
  { id: 'review', label: 'Schedule Access Review', toast: null },
  { id: 'sso', label: 'Configure SSO', toast: 'Single sign-on configuration feature coming soon' },
] as const;

export const roleDescriptions = {
  Admin: 'Runs the workspace and its people.',
  'Compliance Manager': 'Owns frameworks, reports and evidence.',
  'Security Analyst': 'Watches findings and responds to incidents.',
  Auditor: 'Reviews controls and evidence without changing them.',
  Viewer: 'Follows the compliance posture.',
} as const;
