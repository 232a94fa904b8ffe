import { screenTitles } from '@/app/screenTitles';
import type { StatusFilter } from '@/features/compliance/types';

export const complianceText = {
  title: screenTitles.compliance,
  description: 'Every control by framework and category, coloured by status, with the evidence behind each score.',
  loadFailed: 'Failed to load compliance data',
  refreshFailed: 'Failed to refresh compliance data',
  refreshed: 'Compliance data refreshed successfully',
  loading: 'Loading compliance data',
  refresh: 'Refresh',
  exportReport: 'Export Report',
  exporting: 'Exporting...',
  exportStarted: (framework: string) => `Preparing the ${framework} compliance report...`,
  exported: (framework: string) => `${framework} compliance report exported successfully`,
  exportFailed: (framework: string) => `Failed to export the ${framework} compliance report`,
  reportName: (framework: string) => `${framework} Compliance Report`,
  viewReports: 'View Reports',
  framework: 'Framework',
  statusFilter: 'Status filter',
  lastAssessed: (when: string) => `Last assessed ${when}`,
  noMatches: 'No controls match this filter.',
  neverAssessedTitle: (framework: string) => `${framework} has not been assessed yet`,
  neverAssessedHint: 'Run an assessment to check every control against your security signals.',
  controlCount: (count: number) => `${count} ${count === 1 ? 'control' : 'controls'}`,
  excludedHeading: (count: number) => `Excluded from the score (${count})`,
} as const;

export const summaryText = {
  label: 'Control summary',
  total: 'Total Controls',
  passed: 'Passed',
  warning: 'Warning',
  critical: 'Critical',
} as const;

export const statusFilters: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'passed', label: 'Passed' },
  { value: 'warning', label: 'Warning' },
  { value: 'critical', label: 'Critical' },
];

export const controlDetailsText = {
  score: 'Score',
  status: 'Status',
  lastCheck: 'Last check',
  owner: 'Owner',
  noOwner: 'No owner',
  implementationStatus: 'Implementation status',
  issues: 'Issues',
  noIssues: 'No open issues',
  /** What raised an issue: 'GitHub · Branch protection · observed Nov 26, 2026, 5:29 PM'. */
  issueSource: (
    issue: { check: string; source?: string | null; observedAt?: string | null },
    observed: string | null,
  ) => [issue.source, issue.check, observed && `observed ${observed}`].filter(Boolean).join(' · '),
  viewRemediation: 'View Remediation Steps',
  configure: 'Configure Control',
  viewEvidence: 'View Evidence',
  close: 'Close',
} as const;
