import { controlLabel } from '@/contracts/controls';
import type { ControlStatus } from '@/contracts/enums';
import type { ReportControl, ReportSnapshot } from '@/contracts/reports';
import { gap, paragraph } from './blocks';
import { allControls } from './controlQueries';
import { palette, statusColors } from './palette';
import { drawTable, type TableCell, type TableColumn } from './table';

const columns: TableColumn[] = [
  { header: 'Control', width: 0.1 },
  { header: 'Name', width: 0.26 },
  { header: 'Applicable', width: 0.12 },
  { header: 'Implemented', width: 0.15 },
  { header: 'Justification', width: 0.37 },
];

const implementedLabels: Record<ControlStatus, string> = { passed: 'Yes', warning: 'Partially', critical: 'No' };

const justification = (control: ReportControl): string => {
  const assessedBy =
    control.checks.length === 0
      ? 'No automated checks.'
      : `Assessed by: ${control.checks.map((check) => check.name).join(', ')}.`;
  return control.issues.length === 0 ? assessedBy : `${assessedBy}\nIssues: ${control.issues.join('; ')}`;
};

const applicabilityRow = (control: ReportControl): TableCell[] => [
  { text: controlLabel(control.id), color: palette.navy, bold: true },
  control.name,
  'Yes',
  { text: implementedLabels[control.status], color: statusColors[control.status], bold: true },
  justification(control),
];

/** ISO 27001's Statement of Applicability: every Annex A control in scope is applicable, so none is excluded. */
export const drawApplicabilitySection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  paragraph(
    doc,
    'All controls are applicable. Implemented reads Yes when passed, Partially on a warning, No when critical.',
    {
      color: palette.muted,
    },
  );
  gap(doc);
  drawTable(doc, columns, allControls(snapshot).map(applicabilityRow));
};
