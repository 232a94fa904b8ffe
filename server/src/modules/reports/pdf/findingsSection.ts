import { controlLabel } from '@/contracts/controls';
import type { ReportControl, ReportSnapshot } from '@/contracts/reports';
import { bullet, gap, paragraph, subheading } from '../../../lib/pdf/blocks';
import { allControls, failingControls, noControlsAssessed } from './controlQueries';
import { ensureSpace } from '../../../lib/pdf/document';
import { formatScore } from './format';
import { palette } from '../../../lib/pdf/palette';
import { statusColors } from './palette';

const drawFinding = (doc: PDFKit.PDFDocument, control: ReportControl): void => {
  ensureSpace(doc, 40);
  paragraph(doc, `${controlLabel(control.id)}  ${control.name} — ${formatScore(control.score)}`, {
    bold: true,
    color: statusColors[control.status],
  });
  if (control.issues.length === 0) bullet(doc, 'No issues recorded.', { color: palette.muted });
  for (const issue of control.issues) bullet(doc, issue);
  gap(doc, 0.5);
};

export const drawFindingsSection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  const findings = failingControls(snapshot);
  const critical = findings.filter((control) => control.status === 'critical');
  const warnings = findings.filter((control) => control.status === 'warning');
  if (findings.length === 0) {
    paragraph(doc, allControls(snapshot).length === 0 ? noControlsAssessed : 'No findings: every control passed.');
    return;
  }
  paragraph(doc, `${critical.length} critical and ${warnings.length} warning controls, worst score first.`, {
    color: palette.muted,
  });
  if (critical.length > 0) subheading(doc, `Critical (${critical.length})`, statusColors.critical);
  critical.forEach((control) => drawFinding(doc, control));
  if (warnings.length > 0) subheading(doc, `Warnings (${warnings.length})`, statusColors.warning);
  warnings.forEach((control) => drawFinding(doc, control));
};
