import { auditActions } from '../auditLogs';

export const memberActions = {
  invited: auditActions.userInvited,
  invitationResent: 'Invitation Resent',
  invitationRevoked: 'Invitation Revoked',
  roleChanged: 'User Role Changed',
  deactivated: 'User Deactivated',
  reactivated: 'User Reactivated',
  removed: 'User Removed',
  exported: 'User List Exported',
  accessReviewed: 'Access Review Run',
} as const;
