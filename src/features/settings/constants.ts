/** SPEC §9: settings save 1 s, then the "saved" state resets after 2 s. */
export const SETTINGS_SAVE_DELAY_MS = 1000;
export const SAVE_STATE_RESET_DELAY_MS = 2000;
export const PASSWORD_MIN_LENGTH = 6;

export const TIMEZONES = ['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0'] as const;
export const FRAMEWORKS = ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'] as const;
export const RISK_TOLERANCES = ['low', 'medium', 'high'] as const;
export const AUDIT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const INDUSTRIES = ['Technology', 'Healthcare', 'Financial Services', 'Manufacturing', 'Other'] as const;
export const NOTIFICATION_KEYS = [
  'emailAlerts',
  'criticalIssues',
  'weeklyReports',
  'complianceUpdates',
  'systemMaintenance',
] as const;

export const SETTINGS_TABS = ['profile', 'security', 'notifications', 'compliance', 'organization', 'tasks'] as const;

export const settingsText = {
  title: 'Settings',
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
  profile: {
    heading: 'Profile information',
    name: 'Full name',
    email: 'Email address',
    role: 'Job title',
    company: 'Company',
    phone: 'Phone number',
    timezone: 'Timezone',
  },
  security: {
    heading: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Update Password',
    mismatch: 'New passwords do not match',
    tooShort: 'Password must be at least 6 characters',
    changed: 'Password updated successfully',
    twoFactorHeading: 'Two-factor authentication',
    twoFactorBody: 'Require a code from an authenticator app, as well as your password, when you sign in.',
  },
  notifications: {
    heading: 'Notification preferences',
    emailAlerts: ['Email alerts', 'Receive security alerts by email'],
    criticalIssues: ['Critical issues', 'Be told at once when a control turns critical'],
    weeklyReports: ['Weekly reports', 'A summary of your compliance posture every Monday'],
    complianceUpdates: ['Compliance updates', 'News about framework changes that affect you'],
    systemMaintenance: ['System maintenance', 'Planned maintenance windows and downtime'],
  },
  compliance: {
    heading: 'Compliance preferences',
    primaryFramework: 'Primary framework',
    autoRemediation: 'Automatic remediation',
    autoRemediationHint: 'Let SecuroBot apply low-risk fixes without asking first',
    riskTolerance: 'Risk tolerance',
    auditFrequency: 'Audit frequency',
    riskLabels: { low: 'Low', medium: 'Medium', high: 'High' },
    frequencyLabels: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  },
  organization: {
    heading: 'Organization',
    name: 'Organization name',
    industry: 'Industry',
    website: 'Website',
  },
  data: {
    export: 'Export Settings',
    import: 'Import Settings',
    reset: 'Reset All Settings',
    exported: 'Settings exported',
    imported: 'Settings imported successfully',
    invalidJson: 'Import failed: the file is not valid JSON. Nothing was changed.',
    invalidShape: 'Import failed: the file is not a Securo settings export. Nothing was changed.',
    fileName: 'securo-settings.json',
  },
  resetDialog: {
    title: 'Reset all settings?',
    confirmation: 'Are you sure you want to reset all settings to default? This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Reset settings',
    done: 'All settings were reset to default',
  },
} as const;
