import { controlLabel } from '@/contracts/controls';
import type { ControlStatus } from '@/contracts/enums';
import type { ReportControl, ReportExclusion, ReportSnapshot } from '@/contracts/reports';
import { frameworks } from '../../../frameworks';
import { gap, paragraph } from '../../../lib/pdf/blocks';
import { allControls } from './controlQueries';
import { palette } from '../../../lib/pdf/palette';
import { statusColors } from './palette';
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

const exclusionRow = (control: ReportExclusion): TableCell[] => [
  { text: controlLabel(control.id), color: palette.navy, bold: true },
  control.name,
  { text: 'No (excluded)', color: palette.muted, bold: true },
  { text: 'Not applicable', color: palette.muted },
  `Excluded: ${control.justification}\nApproved by ${control.approvedBy} on ${control.approvedAt.slice(0, 10)}.`,
];

// The SoA covers Annex A; the ISMS clauses (4 to 10) are requirements every certified organisation meets.
const isAnnexA = (id: string) => id.startsWith('A.');

/**
 * ISO 27001's Statement of Applicability (clause 6.1.3 d): every Annex A control, applicable with how it is
 * implemented, or excluded with the justification and who approved it, in catalogue order.
 */
export const drawApplicabilitySection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  const excluded = snapshot.excluded.filter((control) => isAnnexA(control.id));
  paragraph(
    doc,
    `${excluded.length === 0 ? 'All controls are applicable. ' : `${excluded.length} excluded, each with its justification. `}` +
      'Implemented reads Yes when passed, Partially on a warning, No when critical.',
    { color: palette.muted },
  );
  gap(doc);
  const position = new Map(frameworks[snapshot.framework].controls.map((control, index) => [control.id, index]));
  const rows = [
    ...allControls(snapshot)
      .filter((control) => isAnnexA(control.id))
      .map((control) => ({ id: control.id, cells: applicabilityRow(control) })),
    ...excluded.map((control) => ({ id: control.id, cells: exclusionRow(control) })),
  ].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  drawTable(
    doc,
    columns,
    rows.map((row) => row.cells),
  );
};
