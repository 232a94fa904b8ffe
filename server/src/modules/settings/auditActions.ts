export const settingsActions = {
  notificationsUpdated: 'Notification Settings Updated',
  complianceUpdated: 'Compliance Settings Updated',
  organizationUpdated: 'Organization Settings Updated',
  imported: 'Settings Imported',
  reset: 'Settings Reset',
  slackUpdated: 'Slack Webhook Updated',
  slackRemoved: 'Slack Webhook Removed',
} as const;
