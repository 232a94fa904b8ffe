import type { Report, ReportType } from '@/features/reports/types';

/** SPEC §9: simulated report generation. */
export const REPORT_GENERATION_MS = 5000;

/** SPEC §4: ranges of the figures a finished report receives. */
export const generatedFigureRanges = {
  sizeMb: { min: 1, max: 4 },
  pages: { min: 20, max: 69 },
  complianceScore: { min: 70, max: 99 },
  criticalIssues: { min: 0, max: 4 },
  warnings: { min: 5, max: 19 },
} as const;

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
  downloadPdf: 'Download PDF',
  viewOnline: 'View Online',
  share: 'Share',
  schedule: 'Schedule',
  delete: 'Delete',
  generationStarted: 'Report generation started',
  generationCompleted: 'Report is ready',
  downloadFailed: 'Failed to generate the PDF',
  viewOnlineSoon: 'View Online feature coming soon',
  shareSoon: 'Share feature coming soon',
  scheduleSoon: 'Schedule feature coming soon',
  deleted: 'Report deleted',
} as const;

/** Why the sample endpoints refuse a request; the screen never sends one they would refuse. */
export const reportRequestErrors = {
  unknown: (id: string) => `No report ${id}`,
  notReady: (name: string) => `${name} is not ready`,
} as const;

export const customReportText = {
  title: 'Generate Custom Report',
  name: 'Report name',
  type: 'Report type',
  sections: 'Sections',
  cancel: 'Cancel',
  submit: 'Generate Report',
  defaultName: 'Custom Security Audit',
} as const;

export const statusLabels: Record<Report['status'], string> = {
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

export const reportSections = [
  'Executive Summary',
  'Control Assessment',
  'Findings and Risks',
  'Remediation Plan',
  'Evidence Appendix',
] as const;

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
