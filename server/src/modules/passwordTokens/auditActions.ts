export const passwordTokenActions = {
  issued: 'Set-Password Link Issued',
  used: 'Password Set From Link',
  expired: 'Expired Set-Password Link Used',
  invitationAccepted: 'Invitation Accepted',
} as const;
