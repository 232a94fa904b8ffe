export type ReportStatus = 'ready' | 'generating' | 'failed';

export type ReportType = 'soc2' | 'iso27001' | 'hipaa' | 'custom';

/** SPEC §3. The figures are null until generation completes. */
export type Report = {
  id: string;
  name: string;
  type: ReportType;
  status: ReportStatus;
  /** ISO date-time. */
  generated: string;
  size: string | null;
  pages: number | null;
  complianceScore: number | null;
  criticalIssues: number | null;
  warnings: number | null;
  description: string;
};

export type ReportRequest = {
  name: string;
  type: ReportType;
  description: string;
};

/** The id is chosen by the client, so the report can be listed and selected before the endpoint answers. */
export type NewReport = ReportRequest & { id: string };

export type ReportFigures = Pick<Report, 'size' | 'pages' | 'complianceScore' | 'criticalIssues' | 'warnings'>;
