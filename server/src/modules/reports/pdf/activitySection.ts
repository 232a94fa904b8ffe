import { type AuditCategory, auditCategories } from '../../../../../src/contracts/enums';
import type { ReportSnapshot } from '../../../../../src/contracts/reports';
import { paragraph, subheading } from './blocks';
import { formatDate, formatDateTime } from './format';
import { palette } from './palette';
import { drawTable, type TableColumn } from './table';

const categoryLabels: Record<AuditCategory, string> = {
  authentication: 'Authentication',
  compliance: 'Compliance',
  system: 'System',
  data: 'Data',
};

const countColumns: TableColumn[] = [
  { header: 'Category', width: 0.5 },
  { header: 'Events', width: 0.5, align: 'right' },
];

const eventColumns: TableColumn[] = [
  { header: 'When', width: 0.22 },
  { header: 'User', width: 0.17 },
  { header: 'Category', width: 0.16 },
  { header: 'Action', width: 0.19 },
  { header: 'Details', width: 0.26 },
];

/** SOC 2 Type II asks how controls operated over the period: the audit trail's events stand for that. */
export const drawActivitySection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  const { activity, period } = snapshot;
  paragraph(doc, `Events recorded from ${formatDate(period.from)} to ${formatDate(period.to)}: ${activity.total}`, {
    bold: true,
  });
  subheading(doc, 'Events by category');
  const counts = auditCategories.map((category) => [categoryLabels[category], String(activity.byCategory[category])]);
  drawTable(doc, countColumns, counts);

  subheading(doc, `Recent events (${activity.recent.length})`);
  if (activity.recent.length === 0) {
    paragraph(doc, 'No events were recorded in the period.', { color: palette.muted });
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
