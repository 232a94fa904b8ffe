import { controlLabel } from '@/contracts/controls';
import type { ReportControl, ReportSnapshot } from '@/contracts/reports';
import { paragraph, subheading } from '../../../lib/pdf/blocks';
import { noControlsAssessed } from './controlQueries';
import { formatDateTime } from '../../../lib/pdf/dates';
import { palette } from '../../../lib/pdf/palette';
import { drawTable, type TableCell, type TableColumn } from './table';

const columns: TableColumn[] = [
  { header: 'Control', width: 0.13 },
  { header: 'Check', width: 0.37 },
  { header: 'Source', width: 0.25 },
  { header: 'Observed', width: 0.25 },
];

const notObserved = { text: 'never observed', color: palette.muted };

/** The control is named on its first check's row only, so each control reads as one block. */
const evidenceRows = (control: ReportControl): TableCell[][] => {
  const label = { text: controlLabel(control.id), color: palette.navy, bold: true };
  if (control.checks.length === 0) return [[label, { text: 'No checks recorded', color: palette.muted }, '', '']];
  return control.checks.map((check, index) => [
    index === 0 ? label : '',
    check.name,
    check.source ?? notObserved,
    check.observedAt === null ? notObserved : formatDateTime(check.observedAt),
  ]);
};

export const drawEvidenceSection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  if (snapshot.categories.every((category) => category.controls.length === 0)) {
    paragraph(doc, noControlsAssessed);
    return;
  }
  paragraph(doc, 'Every check behind each control, where its signal came from, and when it was last observed.', {
    color: palette.muted,
  });
  for (const category of snapshot.categories) {
    if (category.controls.length === 0) continue;
    subheading(doc, category.name);
    drawTable(doc, columns, category.controls.flatMap(evidenceRows));
  }
};
