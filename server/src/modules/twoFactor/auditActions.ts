export const twoFactorActions = {
  setupStarted: 'Two-Factor Setup Started',
  enabled: 'Two-Factor Enabled',
  disabled: 'Two-Factor Disabled',
  codeRejected: 'Two-Factor Code Rejected',
  recoveryCodesRegenerated: 'Recovery Codes Regenerated',
  challengeIssued: 'Two-Factor Challenge Issued',
  requirementChanged: 'Two-Factor Requirement Changed',
  reset: 'Two-Factor Reset',
} as const;
