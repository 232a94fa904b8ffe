/**
 * SPEC §2: each signed-in screen's title, as its sidebar entry and its page heading read. Kept apart from the
 * features' texts so that the shell names every screen without loading all of them.
 */
export const screenTitles = {
  dashboard: 'Dashboard',
  integrations: 'Integrations',
  compliance: 'Compliance Heat Map',
  controls: 'Controls',
  accessManagement: 'Access Management',
  activityLogs: 'Activity Logs',
  evidenceLocker: 'Evidence Locker',
  policies: 'Policies',
  risks: 'Risks',
  vendors: 'Vendors',
  assets: 'Assets',
  tasks: 'Tasks',
  myWork: 'My work',
  assistant: 'AI Assistant',
  reports: 'Reports',
  settings: 'Settings',
} as const;
