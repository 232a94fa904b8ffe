import type { ReportStatus, ReportType } from '@/contracts/reports';

/** How often a report being generated is looked at again, and for how long at most (two minutes). */
export const REPORT_POLL_MS = 1000;
export const REPORT_POLL_LIMIT = 120;

export const reportsText = {
  title: 'Reports',
  description: 'Generate, review and share audit-ready compliance reports.',
  refresh: 'Refresh',
  refreshed: 'Reports are up to date',
  newCustomReport: 'Custom Report',
  templatesHeading: 'Report templates',
  useTemplate: 'Generate',
  listHeading: 'Generated reports',
  emptyList: 'No reports yet. Generate one from a template.',
  detailsHeading: 'Report details',
  noSelection: 'Select a report to see its details.',
  status: 'Status',
  generated: 'Generated',
  pages: 'Pages',
  size: 'Size',
  complianceScore: 'Compliance score',
  criticalIssues: 'Critical issues',
  warnings: 'Warnings',
  generatingHint: 'This report is being generated. Actions become available when it is ready.',
  failedHint: 'Generation failed. Generate the report again from a template.',
  loadFailed: 'Failed to load reports',
  generationFailed: 'Failed to generate the report',
  requestedBy: 'Requested by',
  framework: 'Framework',
  downloadPdf: 'Download PDF',
  viewOnline: 'View Online',
  share: 'Share',
  schedule: 'Schedule',
  delete: 'Delete',
  generationStarted: 'Report generation started',
  generationCompleted: 'Report is ready',
  downloadFailed: 'Failed to download the PDF',
  deleted: 'Report deleted',
  deleteFailed: 'Failed to delete the report',
  confirmDeleteTitle: 'Delete this report?',
  confirmDelete: (name: string) => `${name} and its PDF will be deleted, and its share links will stop working.`,
  cancel: 'Cancel',
} as const;

export const customReportText = {
  title: 'Generate Custom Report',
  name: 'Report name',
  type: 'Report type',
  sections: 'Sections',
  cancel: 'Cancel',
  submit: 'Generate Report',
  defaultName: 'Custom Security Audit',
  framework: 'Framework',
} as const;

export const shareText = {
  title: 'Share report',
  intro: "Anyone with the link can open this report's PDF without an account until it expires or you revoke it.",
  expiresIn: 'Link expires in',
  create: 'Create link',
  created: 'Share link created',
  createFailed: 'Failed to create the share link',
  copy: 'Copy link',
  copied: 'Link copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  linkLabel: 'Share link',
  onceHint: 'Copy it now: the link is shown only once.',
  existing: 'Links',
  none: 'No links yet.',
  revoke: 'Revoke',
  revoked: 'Share link revoked',
  revokeFailed: 'Failed to revoke the share link',
  close: 'Close',
  status: (share: { revokedAt: string | null; expiresAt: string }, now: number) =>
    share.revokedAt ? 'Revoked' : Date.parse(share.expiresAt) <= now ? 'Expired' : 'Active',
  opened: (count: number) => `Opened ${count} ${count === 1 ? 'time' : 'times'}`,
} as const;

/** The expiry choices: an hour to a week. */
export const shareExpiryOptions = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
] as const;

export const scheduleText = {
  title: 'Schedule report',
  intro: (name: string) => `Generate ${name} on a schedule and email its PDF to the members you choose.`,
  frequency: 'Frequency',
  weekly: 'Weekly (Mondays, 07:00 UTC)',
  monthly: 'Monthly (1st, 07:00 UTC)',
  recipients: 'Recipients',
  create: 'Schedule',
  created: 'Report scheduled',
  createFailed: 'Failed to schedule the report',
  existing: 'Schedules',
  none: 'No schedules yet.',
  remove: 'Remove',
  removed: 'Schedule removed',
  removeFailed: 'Failed to remove the schedule',
  close: 'Close',
  nextRun: (when: string) => `Next: ${when}`,
} as const;

export const statusLabels: Record<ReportStatus, string> = {
  ready: 'Ready',
  generating: 'Generating',
  failed: 'Failed',
};

export const reportTypeLabels: Record<ReportType, string> = {
  soc2: 'SOC 2',
  iso27001: 'ISO 27001',
  hipaa: 'HIPAA',
  custom: 'Custom',
};

export type ReportTemplate = { name: string; type: ReportType; description: string };

/** SPEC §9: exactly these four. */
export const reportTemplates: readonly ReportTemplate[] = [
  {
    name: 'SOC 2 Type II Assessment',
    type: 'soc2',
    description: 'Operating effectiveness of your controls against the Trust Services Criteria.',
  },
  {
    name: 'ISO 27001 Gap Analysis',
    type: 'iso27001',
    description: 'Where your ISMS stands against the Annex A controls, and what is missing.',
  },
  {
    name: 'HIPAA Compliance Review',
    type: 'hipaa',
    description: 'Administrative, physical and technical safeguards for protected health information.',
  },
  {
    name: 'Custom Security Audit',
    type: 'custom',
    description: 'A security audit scoped to the controls and sections you choose.',
  },
];

export const reportViewText = {
  back: 'Back to reports',
  loading: 'Loading report',
  loadFailed: 'Failed to load the report',
  cover: (organization: string, framework: string) => `${organization} · ${framework}`,
  period: (from: string, to: string) => `Period ${from} – ${to}`,
  generatedBy: (who: string, when: string) => `Generated by ${who} on ${when}`,
  score: 'Compliance score',
  previousScore: (score: number) => `Previous assessment: ${score}%`,
  controls: 'Controls',
  passed: 'Passed',
  warning: 'Warnings',
  critical: 'Critical issues',
  categoryScores: 'Scores by category',
  control: 'Control',
  name: 'Name',
  status: 'Status',
  checks: 'Checked by',
  issues: 'Issues',
  noIssues: 'No issues.',
  noFindings: 'No critical issues or warnings.',
  task: 'Task',
  priority: 'Priority',
  due: 'Due',
  owner: 'Owner',
  unassigned: 'Unassigned',
  noTasks: 'No open remediation tasks.',
  source: 'Source',
  observed: 'Observed',
  neverObserved: 'never observed',
  applicable: 'Applicable',
  implemented: 'Implemented',
  justification: 'Justification',
  activityTotal: (count: number) => `${count} audited events in the period`,
  when: 'When',
  action: 'Action',
  user: 'User',
} as const;

/** The template-only sections, beside the chosen ones. */
export const extraSectionTitles = {
  periodActivity: 'Period Activity',
  applicability: 'Statement of Applicability',
} as const;

export const implementedLabels = { passed: 'Yes', warning: 'Partially', critical: 'No' } as const;
