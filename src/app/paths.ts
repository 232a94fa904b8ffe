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
  risks: '/risks',
  vendors: '/vendors',
  assets: '/assets',
  tasks: '/tasks',
  myWork: '/my-work',
} as const;

/** A report read online, inside the app. */
export const reportViewPath = (id: string) => `${paths.reports}/${encodeURIComponent(id)}`;

/** A policy's own page. */
export const policyPath = (id: string) => `${paths.policies}/${encodeURIComponent(id)}`;

/** A vendor's own page. */
export const vendorPath = (id: string) => `${paths.vendors}/${encodeURIComponent(id)}`;

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
  paths.risks,
  paths.vendors,
  paths.assets,
  paths.tasks,
  paths.myWork,
] as const;
