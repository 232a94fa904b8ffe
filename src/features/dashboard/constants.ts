import { screenTitles } from '@/app/screenTitles';
import type { AuditSeverity } from '@/contracts/enums';

/** SPEC §9: the dashboard shows at most this many recent activities. */
export const RECENT_ACTIVITY_LIMIT = 4;

export const dashboardText = {
  title: screenTitles.dashboard,
  description: 'Your compliance posture at a glance: score, open issues and what needs attention next.',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  lastUpdated: (time: string) => `Last updated ${time}`,
  refreshed: 'Dashboard data refreshed successfully',
  refreshFailed: 'Failed to refresh dashboard data',
  loadFailed: 'Failed to load dashboard data',
  loading: 'Loading dashboard data',
} as const;

export const policiesToAcceptText = {
  title: 'Policies to accept',
  openAll: 'All policies',
  version: (version: string) => `Version ${version}`,
} as const;

export const quickActionsText = {
  heading: 'Quick actions',
  runAssessmentHint: 'Check every framework in use now',
  generateReport: 'Generate Report',
  generateReportHint: 'Audit-ready PDF from your latest results',
  askSecuroBot: 'Ask SecuroBot',
  askSecuroBotHint: 'Remediation help from the AI assistant',
  manageIntegrations: 'Manage Integrations',
  manageIntegrationsHint: 'Cloud, source control and security tools',
} as const;

export const statText = {
  score: 'Compliance Score',
  critical: 'Critical Issues',
  warnings: 'Warnings',
  passed: 'Passed Controls',
  passedShare: (percent: number, total: number) => `${percent}% of ${total} controls`,
  criticalHint: 'Controls failing their checks',
  warningsHint: 'Controls that need attention',
} as const;

export const summaryText = {
  heading: 'Compliance summary',
  framework: 'Framework',
  unowned: 'Controls without owner',
} as const;

export const categoriesText = {
  heading: 'Controls by category',
  openHeatMap: 'Open heat map',
  category: 'Category',
  score: 'Score',
  status: 'Status',
  issues: 'Issues',
  trend: 'Trend',
  empty: 'No assessment yet. Run an assessment to see your controls by category.',
  frameworkSummary: (categories: number, issues: number) =>
    `${categories} ${categories === 1 ? 'category' : 'categories'} · ${issues} ${issues === 1 ? 'issue' : 'issues'}`,
} as const;

export const chartText = {
  heading: 'Score by framework',
  caption: 'Mean of the category scores in the latest assessment',
  primary: (label: string) => `${label} (primary)`,
} as const;

export const activityText = {
  heading: 'Recent activity',
  viewAll: 'View all activity',
  empty: 'No activity yet.',
} as const;

export const tasksText = {
  heading: 'Upcoming tasks',
  viewAll: 'View all tasks',
  empty: 'No open tasks.',
  due: (date: string) => `Due ${date}`,
} as const;

export const severityLabels: Record<AuditSeverity, string> = {
  success: 'Success',
  info: 'Info',
  warning: 'Warning',
  critical: 'Critical',
};
