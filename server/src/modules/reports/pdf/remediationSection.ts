import { controlLabel } from '@/contracts/controls';
import type { ReportSnapshot } from '@/contracts/reports';
import { bullet, paragraph, subheading } from '../../../lib/pdf/blocks';
import { failingControls } from './controlQueries';
import { formatDate } from '../../../lib/pdf/dates';
import { palette } from '../../../lib/pdf/palette';
import { statusColors } from './palette';
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

type ReportTask = NonNullable<ReportSnapshot['openTasks']>[number];

const taskRows = (tasks: ReportTask[]): TableCell[][] =>
  tasks.map((task) => [
    task.title,
    { text: priorityLabels[task.priority], color: priorityColors[task.priority], bold: task.priority === 'high' },
    formatDate(task.dueDate),
    task.owner ?? 'Unassigned',
    task.controlId === null ? '—' : controlLabel(task.controlId),
  ]);

export const tasksNotRead = "Open tasks are left out: the author's role may not read tasks.";

/** The open tasks, then the failing controls no task covers (every failing control, when tasks are left out). */
export const drawRemediationSection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  const { openTasks } = snapshot;
  if (openTasks === null) {
    paragraph(doc, tasksNotRead, { color: palette.muted });
  } else {
    subheading(doc, `Open tasks (${openTasks.length})`);
    if (openTasks.length === 0) paragraph(doc, 'No open remediation tasks.');
    else drawTable(doc, taskColumns, taskRows(openTasks));
  }

  const tracked = new Set((openTasks ?? []).map((task) => task.controlId));
  const untracked = failingControls(snapshot).filter((control) => !tracked.has(control.id));
  subheading(
    doc,
    openTasks === null
      ? `Failing controls (${untracked.length})`
      : `Failing controls without a task (${untracked.length})`,
  );
  if (untracked.length === 0) {
    paragraph(doc, openTasks === null ? 'No control is failing.' : 'Every failing control has an open task.');
  }
  for (const control of untracked) {
    const issues = control.issues.length === 0 ? 'no issues recorded' : control.issues.join('; ');
    const task = openTasks === null ? '' : ' No task yet.';
    bullet(doc, `${controlLabel(control.id)} ${control.name}:${task} Address: ${issues}`, {
      color: control.status === 'critical' ? statusColors.critical : palette.text,
    });
  }
};
