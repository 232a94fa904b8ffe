import { type AuditCategory, type AuditSeverity, auditCategories, auditSeverities } from '@/contracts/enums';
import type { ReportSnapshot } from '@/contracts/reports';
import { paragraph, subheading } from '../../../lib/pdf/blocks';
import { formatDate, formatDateTime } from '../../../lib/pdf/dates';
import { palette } from '../../../lib/pdf/palette';
import { drawTable, type TableColumn } from './table';

const categoryLabels: Record<AuditCategory, string> = {
  authentication: 'Authentication',
  compliance: 'Compliance',
  system: 'System',
  data: 'Data',
};

const severityLabels: Record<AuditSeverity, string> = {
  success: 'Success',
  info: 'Info',
  warning: 'Warning',
  critical: 'Critical',
};

export const activityText = {
  notRead: "Left out: the author's role may not read the activity logs.",
  accountSecurity: 'Account-security events (sign-ins, passwords, two-factor, sessions) are not reported.',
  noNotable: 'No assessments, evidence reviews or integration changes were recorded in the period.',
  notListed: 'Individual events are not listed: the author did not ask for them.',
  noEvents: 'No events were recorded in the period.',
} as const;

const countColumns = (label: string): TableColumn[] => [
  { header: label, width: 0.5 },
  { header: 'Events', width: 0.5, align: 'right' },
];

const eventColumns: TableColumn[] = [
  { header: 'When', width: 0.22 },
  { header: 'User', width: 0.17 },
  { header: 'Category', width: 0.16 },
  { header: 'Action', width: 0.19 },
  { header: 'Details', width: 0.26 },
];

// Account security is never reported, so its row would only ever read zero.
const reportedCategories = auditCategories.filter((category) => category !== 'authentication');

type Activity = NonNullable<ReportSnapshot['activity']>;

const drawEvents = (doc: PDFKit.PDFDocument, activity: Activity): void => {
  subheading(doc, `Events (${activity.recent.length})`);
  if (activity.recent.length === 0) {
    paragraph(doc, activityText.noEvents, { color: palette.muted });
    return;
  }
  const events = activity.recent.map((event) => [
    formatDateTime(event.timestamp),
    event.user,
    categoryLabels[event.category],
    event.action,
    event.details,
  ]);
  drawTable(doc, eventColumns, events);
};

/**
 * SOC 2 Type II asks how controls operated over the period: the audit trail's counts and its notable compliance
 * events stand for that; the events themselves only when the author asked for them.
 */
export const drawActivitySection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  const { activity, period } = snapshot;
  if (activity === null) {
    paragraph(doc, activityText.notRead, { color: palette.muted });
    return;
  }
  paragraph(doc, `Events recorded from ${formatDate(period.from)} to ${formatDate(period.to)}: ${activity.total}`, {
    bold: true,
  });
  paragraph(doc, activityText.accountSecurity, { color: palette.muted });
  subheading(doc, 'Events by category');
  drawTable(
    doc,
    countColumns('Category'),
    reportedCategories.map((category) => [categoryLabels[category], String(activity.byCategory[category])]),
  );
  const { bySeverity } = activity;
  if (bySeverity) {
    subheading(doc, 'Events by severity');
    drawTable(
      doc,
      countColumns('Severity'),
      auditSeverities.map((severity) => [severityLabels[severity], String(bySeverity[severity])]),
    );
  }
  subheading(doc, 'Notable compliance events');
  if (activity.notable.length === 0) paragraph(doc, activityText.noNotable, { color: palette.muted });
  else
    drawTable(
      doc,
      countColumns('Event'),
      activity.notable.map((event) => [event.action, String(event.count)]),
    );

  if (snapshot.activityDetail) drawEvents(doc, activity);
  else paragraph(doc, activityText.notListed, { color: palette.muted });
};
