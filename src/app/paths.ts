export const paths = {
  home: '/',
  founders: '/founders',
  wishlist: '/wishlist',
  login: '/login',
  setPassword: '/set-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  integrations: '/integrations',
  compliance: '/compliance',
  controls: '/controls',
  assistant: '/assistant',
  reports: '/reports',
  settings: '/settings',
  accessManagement: '/access-management',
  activityLogs: '/activity-logs',
  evidenceLocker: '/evidence-locker',
  policies: '/policies',
  tasks: '/tasks',
  myWork: '/my-work',
} as const;

/** A report read online, inside the app. */
export const reportViewPath = (id: string) => `${paths.reports}/${encodeURIComponent(id)}`;

/** A policy's own page. */
export const policyPath = (id: string) => `${paths.policies}/${encodeURIComponent(id)}`;

export const protectedPaths = [
  paths.dashboard,
  paths.integrations,
  paths.compliance,
  paths.controls,
  paths.assistant,
  paths.reports,
  paths.settings,
  paths.accessManagement,
  paths.activityLogs,
  paths.evidenceLocker,
  paths.policies,
  paths.tasks,
  paths.myWork,
] as const;
