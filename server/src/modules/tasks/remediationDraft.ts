import { controlLabel } from '@/contracts/controls';
import type { ControlStatus, FrameworkId, TaskPriority } from '@/contracts/enums';
import { taskTitleMax } from '@/contracts/taskLimits';
import type { FailingCheck } from './remediationRepository';

type FailingStatus = Exclude<ControlStatus, 'passed'>;

const priorityByStatus: Record<FailingStatus, TaskPriority> = { critical: 'high', warning: 'medium' };

/** Days to fix what an assessment found, by how bad it is: a critical finding first. */
export const remediationWindowDays: Record<FailingStatus, number> = { critical: 14, warning: 30 };

const dayMs = 24 * 60 * 60 * 1000;
const addDays = (at: string, days: number) => new Date(Date.parse(at) + days * dayMs).toISOString().slice(0, 10);

const clipped = (text: string) => (text.length > taskTitleMax ? `${text.slice(0, taskTitleMax - 1)}…` : text);

export type RemediationDraft = {
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: string;
};

/** The task for a check that turned failing: named after its first issue, as urgent as its control's status. */
export const remediationDraft = (
  found: { framework: FrameworkId; controlId: string; status: FailingStatus; completedAt: string },
  failing: FailingCheck,
): RemediationDraft => ({
  title: clipped(`${controlLabel(found.controlId)}: ${failing.issues[0] ?? `${failing.check} fails`}`),
  description:
    `${failing.issues.join('\n')}\n\n` +
    `Raised automatically by the ${found.framework} assessment of ${found.completedAt.slice(0, 10)} ` +
    `(check: ${failing.check}); it closes itself once the check passes.`,
  priority: priorityByStatus[found.status],
  dueDate: addDays(found.completedAt, remediationWindowDays[found.status]),
});

/** The note of a task closed because its check passes again. */
export const closingNote = (check: string, completedAt: string) =>
  `Closed automatically: ${check} passes since ${completedAt.slice(0, 10)}`;
