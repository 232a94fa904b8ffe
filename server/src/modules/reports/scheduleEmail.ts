import type { AlertMessage } from '../alerts';
import type { ListedReportRow } from './repository';

export const scheduledReportFooter =
  'You receive this because a member of your organisation scheduled this report for you in Securo (Reports, Schedule).';

/** The email a scheduled report goes out with; the PDF is attached. */
export const scheduledReportMessage = (report: ListedReportRow): AlertMessage => ({
  subject: `${report.name} is ready`,
  heading: report.name,
  intro: `Your scheduled report is attached as a PDF. It was generated on ${report.generated_at?.slice(0, 10) ?? ''} from your latest assessment.`,
  items: [
    `Compliance score: ${report.compliance_score ?? '—'}%`,
    `Critical issues: ${report.critical_issues ?? '—'}`,
    `Warnings: ${report.warnings ?? '—'}`,
    `Pages: ${report.pages ?? '—'}`,
  ],
  action: { label: 'Open Reports', path: '/reports' },
});
