import { controlLabel } from '../../../../../src/contracts/controls';
import type { ReportSnapshot } from '../../../../../src/contracts/reports';
import { bullet, paragraph, subheading } from './blocks';
import { failingControls } from './controlQueries';
import { formatDate } from './format';
import { palette, statusColors } from './palette';
import { drawTable, type TableCell, type TableColumn } from './table';

const taskColumns: TableColumn[] = [
  { header: 'Task', width: 0.4 },
  { header: 'Priority', width: 0.12 },
  { header: 'Due', width: 0.14 },
  { header: 'Owner', width: 0.2 },
  { header: 'Control', width: 0.14 },
];

const priorityColors = { high: statusColors.critical, medium: statusColors.warning, low: palette.muted } as const;
const priorityLabels = { high: 'High', medium: 'Medium', low: 'Low' } as const;

const taskRows = (snapshot: ReportSnapshot): TableCell[][] =>
  snapshot.openTasks.map((task) => [
    task.title,
    { text: priorityLabels[task.priority], color: priorityColors[task.priority], bold: task.priority === 'high' },
    formatDate(task.dueDate),
    task.owner ?? 'Unassigned',
    task.controlId === null ? '—' : controlLabel(task.controlId),
  ]);

export const drawRemediationSection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  subheading(doc, `Open tasks (${snapshot.openTasks.length})`);
  if (snapshot.openTasks.length === 0) paragraph(doc, 'No open remediation tasks.');
  else drawTable(doc, taskColumns, taskRows(snapshot));

  const tracked = new Set(snapshot.openTasks.map((task) => task.controlId));
  const untracked = failingControls(snapshot).filter((control) => !tracked.has(control.id));
  subheading(doc, `Failing controls without a task (${untracked.length})`);
  if (untracked.length === 0) paragraph(doc, 'Every failing control has an open task.');
  for (const control of untracked) {
    const issues = control.issues.length === 0 ? 'no issues recorded' : control.issues.join('; ');
    bullet(doc, `${controlLabel(control.id)} ${control.name}: No task yet. Address: ${issues}`, {
      color: control.status === 'critical' ? statusColors.critical : palette.text,
    });
  }
};
