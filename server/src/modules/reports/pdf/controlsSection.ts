import { controlLabel } from '@/contracts/controls';
import type { ReportControl, ReportSnapshot } from '@/contracts/reports';
import { paragraph, subheading } from '../../../lib/pdf/blocks';
import { allControls, checksSummary, noControlsAssessed } from './controlQueries';
import { formatScore, statusLabels } from './format';
import { hipaaKind, hipaaSpecificationSummary } from './hipaa';
import { scoreColor, statusColors } from './palette';
import { drawTable, type TableCell, type TableColumn } from './table';

const columns: TableColumn[] = [
  { header: 'Control', width: 0.12 },
  { header: 'Name', width: 0.3 },
  { header: 'Status', width: 0.11 },
  { header: 'Score', width: 0.08, align: 'right' },
  { header: 'Checks — source', width: 0.39 },
];

const hipaaColumns: TableColumn[] = [
  { header: 'Control', width: 0.2 },
  { header: 'Name', width: 0.18 },
  { header: 'Type', width: 0.15 },
  { header: 'Status', width: 0.1 },
  { header: 'Score', width: 0.08, align: 'right' },
  { header: 'Checks — source', width: 0.29 },
];

const controlRow = (control: ReportControl, withHipaaKind: boolean): TableCell[] => [
  { text: controlLabel(control.id), color: statusColors[control.status], bold: true },
  control.name,
  ...(withHipaaKind ? [hipaaKind(control)] : []),
  { text: statusLabels[control.status], color: statusColors[control.status] },
  formatScore(control.score),
  checksSummary(control),
];

/** Per category (a theme in ISO 27001, a safeguard in HIPAA): its score, then each control and its checks. */
export const drawControlsSection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  const isHipaa = snapshot.framework === 'HIPAA';
  if (snapshot.categories.length === 0) paragraph(doc, noControlsAssessed);
  if (isHipaa) paragraph(doc, hipaaSpecificationSummary(allControls(snapshot)), { bold: true });
  for (const category of snapshot.categories) {
    subheading(doc, `${category.name} — ${formatScore(category.score)}`, scoreColor(category.score));
    if (category.controls.length === 0) {
      paragraph(doc, 'No controls in this category.');
      continue;
    }
    const rows = category.controls.map((control) => controlRow(control, isHipaa));
    drawTable(doc, isHipaa ? hipaaColumns : columns, rows);
  }
};
