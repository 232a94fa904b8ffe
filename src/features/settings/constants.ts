import { screenTitles } from '@/app/screenTitles';
import { frameworkIds } from '@/contracts/enums';
import {
  AUDIT_FREQUENCIES,
  NOTIFICATION_KEYS,
  ORGANIZATION_INDUSTRIES,
  ORGANIZATION_SIZES,
  RISK_TOLERANCES,
  TIMEZONES,
} from '@/contracts/settingsOptions';

/** SPEC §9: the "saved" state resets after 2 s. */
export const SAVE_STATE_RESET_DELAY_MS = 2000;
export const PASSWORD_MIN_LENGTH = 6;

export { AUDIT_FREQUENCIES, NOTIFICATION_KEYS, RISK_TOLERANCES, TIMEZONES };
export const FRAMEWORKS = frameworkIds;
export const INDUSTRIES = ORGANIZATION_INDUSTRIES;
export const SIZES = ORGANIZATION_SIZES;

export const SETTINGS_TABS = ['profile', 'security', 'notifications', 'compliance', 'organization', 'tasks'] as const;

export const settingsText = {
  title: screenTitles.settings,
  description: 'Manage your profile, security, notifications, compliance preferences and organization.',
  loading: 'Loading your settings...',
  loadFailed: 'Failed to load settings',
  tabs: {
    profile: 'Profile',
    security: 'Security',
    notifications: 'Notifications',
    compliance: 'Compliance',
    organization: 'Organization',
    tasks: 'Tasks',
  },
  save: { idle: 'Save Changes', saving: 'Saving...', saved: 'Saved!', error: 'Save failed' },
  saved: 'Settings saved successfully',
  saveFailed: (reason: string) => `Settings were not saved: ${reason}`,
  readOnly: 'Only an Admin can change these settings.',
  profile: {
    heading: 'Profile information',
    name: 'Full name',
    email: 'Email address',
    role: 'Job title',
    company: 'Company',
    companyHint: 'Your organization’s name, set under Organization',
    verificationSent: (email: string) => `Verification sent to ${email}`,
    phone: 'Phone number',
    timezone: 'Timezone',
  },
  emailPassword: {
    title: 'Confirm your password',
    body: 'Changing your email address needs your current password.',
    password: 'Current password',
    cancel: 'Cancel',
    confirm: 'Save Changes',
  },
  security: {
    heading: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Update Password',
    submitting: 'Updating...',
    mismatch: 'New passwords do not match',
    tooShort: 'Password must be at least 6 characters',
    changed: 'Password updated successfully',
    failed: 'Password update failed',
    twoFactorHeading: 'Two-factor authentication',
    twoFactorBody: 'Require a code from an authenticator app, as well as your password, when you sign in.',
  },
  sessions: {
    heading: 'Active sessions',
    description: 'Where your account is signed in now. Sign out any session you do not recognise.',
    loading: 'Loading your sessions...',
    loadFailed: 'Failed to load your sessions',
    retry: 'Try Again',
    current: 'This device',
    lastSeen: (when: string) => `Last seen ${when}`,
    unknownAddress: 'unknown address',
    signOut: 'Sign out',
    signOutSession: (device: string) => `Sign out ${device}`,
    signOutOthers: 'Sign out everywhere else',
    signedOut: 'The session was signed out',
    othersSignedOut: (count: number) =>
      count === 1 ? 'Signed out of 1 other session' : `Signed out of ${count} other sessions`,
    failed: 'The session could not be signed out',
  },
  notifications: {
    heading: 'Notification preferences',
    emailAlerts: ['Email alerts', 'Receive security alerts by email'],
    criticalIssues: ['Critical issues', 'Be told at once when a control turns critical'],
    weeklyReports: ['Weekly reports', 'A summary of your compliance posture every Monday'],
    complianceUpdates: ['Compliance updates', 'News about framework changes that affect you'],
    systemMaintenance: ['System maintenance', 'Planned maintenance windows and downtime'],
    mentions: ['Mentions', 'An email when a teammate mentions you in a comment'],
  },
  compliance: {
    heading: 'Compliance preferences',
    primaryFramework: 'Primary framework',
    primaryFrameworkHint: 'The dashboard chart and the heat map open on it',
    autoRemediation: 'Automatic remediation',
    autoRemediationHint: 'Let SecuroBot apply low-risk fixes without asking first',
    allowSelfReview: 'Allow self-review of evidence',
    allowSelfReviewHint:
      'For one-person teams: a member may approve or reject evidence they uploaded. Each such review is marked as self-reviewed for auditors.',
    riskTolerance: 'Risk tolerance',
    auditFrequency: 'Audit frequency',
    riskLabels: { low: 'Low', medium: 'Medium', high: 'High' },
    frequencyLabels: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  },
  organization: {
    heading: 'Organization',
    name: 'Organization name',
    industry: 'Industry',
    size: 'Company size',
    sizeUnset: 'Not set',
    domain: 'Domain',
    domainHint: 'Your company’s email domain, such as example.com',
  },
  slack: {
    heading: 'Slack alerts',
    description:
      'Critical-issue alerts and the weekly summary are posted to a Slack channel through an incoming webhook.',
    webhookUrl: 'Incoming webhook URL',
    webhookPlaceholder: 'https://hooks.slack.com/services/…',
    webhookHint: 'Create one in Slack under Apps > Incoming Webhooks. It is stored encrypted and never shown again.',
    connectedTo: (hint: string) => `Posting to ${hint}`,
    notConnected: 'Not connected: alerts reach members by email and in the app only.',
    save: 'Save Webhook',
    replace: 'Replace Webhook',
    saved: 'Slack webhook saved',
    test: 'Send Test Message',
    remove: 'Remove Webhook',
    removed: 'Slack webhook removed',
    lastDelivery: 'Last delivery',
    noDelivery: 'No message sent yet',
    delivered: (detail: string, at: string) => `${detail}, ${at}`,
    failedDelivery: (detail: string, at: string) => `Failed: ${detail}, ${at}`,
    loadFailed: 'Slack settings could not be loaded',
    retry: 'Try Again',
    failed: 'The Slack webhook could not be changed',
    testFailed: 'The test message could not be sent',
  },
  data: {
    export: 'Export Settings',
    import: 'Import Settings',
    reset: 'Reset All Settings',
    exported: 'Settings exported',
    exportFailed: 'Settings could not be exported',
    imported: 'Settings imported successfully',
    invalidJson: 'Import failed: the file is not valid JSON. Nothing was changed.',
    importFailed: (reason: string) => `Import failed: ${reason}. Nothing was changed.`,
    fileName: 'securo-settings.json',
  },
  resetDialog: {
    title: 'Reset all settings?',
    confirmation: 'Are you sure you want to reset all settings to default? This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Reset settings',
    done: 'All settings were reset to default',
    failed: 'Settings could not be reset',
  },
} as const;
