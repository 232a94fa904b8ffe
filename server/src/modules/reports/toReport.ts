import type { Report } from '@/contracts/reports';
import type { ReportSection } from '@/contracts/reportOptions';
import type { ListedReportRow } from './repository';

/** A stored report as the API answers it; the figures stay null until its PDF is made. */
export const toReport = (row: ListedReportRow): Report => ({
  id: row.id,
  name: row.name,
  type: row.type,
  framework: row.framework,
  sections: JSON.parse(row.sections) as ReportSection[],
  status: row.status,
  generated: row.generated_at ?? row.requested_at,
  size: row.size_bytes === null ? null : Number(row.size_bytes),
  pages: row.pages === null ? null : Number(row.pages),
  complianceScore: row.compliance_score === null ? null : Number(row.compliance_score),
  criticalIssues: row.critical_issues === null ? null : Number(row.critical_issues),
  warnings: row.warnings === null ? null : Number(row.warnings),
  description: row.description,
  requestedBy: row.requested_by_label,
  failureReason: row.failure_reason,
});
