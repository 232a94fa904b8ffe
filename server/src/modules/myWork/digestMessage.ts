import { controlLabel } from '@/contracts/controls';
import type { OwnedControl } from '../controls';
import type { OwnedTask } from '../tasks';
import type { AlertMessage } from '../alerts';
import { dayAfter } from './calendar';
import { digestHorizonDays, type MemberDigest } from './digestItems';
import { controlLink, myWorkLink, taskLink } from './links';

// The digest names this many items; My work lists them all.
const digestItemsListed = 5;

type Item = { date: string; text: (overdue: boolean) => string; path: string };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const controlItem = (control: OwnedControl): Item => {
  const name = `${control.framework} ${controlLabel(control.controlId)} ${control.name}`;
  const role = control.role === 'backup' ? ' (you are the backup owner)' : '';
  return {
    date: control.reviewDate ?? '',
    text: (overdue) =>
      overdue
        ? `Overdue: review of ${name}, due ${control.reviewDate}${role}`
        : `Review of ${name}, due ${control.reviewDate}${role}`,
    path: controlLink(control.framework, control.controlId),
  };
};

const taskItem = (task: OwnedTask): Item => ({
  date: task.dueDate,
  text: (overdue) =>
    overdue ? `Overdue: task "${task.title}", due ${task.dueDate}` : `Task "${task.title}", due ${task.dueDate}`,
  path: taskLink(task.id),
});

/** "2 tasks (1 overdue)", or nothing when there are none. */
const summary = (noun: string, dates: string[], today: string): string[] => {
  if (dates.length === 0) return [];
  const overdue = dates.filter((date) => date < today).length;
  return [`${plural(dates.length, noun)}${overdue > 0 ? ` (${overdue} overdue)` : ''}`];
};

/** The member's digest at `now`, as the bell shows it and as the email says it; links in the email open `appUrl`. */
export const workDigestMessage = (
  digest: MemberDigest,
  now: Date,
  appUrl: string,
): { title: string; body: string; email: AlertMessage } => {
  const today = dayAfter(now, 0);
  const parts = [
    ...summary(
      'control review',
      digest.controls.map((control) => control.reviewDate ?? ''),
      today,
    ),
    ...summary(
      'task',
      digest.tasks.map((task) => task.dueDate),
      today,
    ),
  ].join(' and ');
  const items = [...digest.controls.map(controlItem), ...digest.tasks.map(taskItem)].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const listed = items
    .slice(0, digestItemsListed)
    .map((item) => `${item.text(item.date < today)}: ${new URL(item.path, appUrl).toString()}`);
  const rest = items.length - listed.length;
  const title = `Your work this week: ${parts} due`;
  const body = `Due within the next ${digestHorizonDays} days or overdue: ${parts}.`;
  return {
    title,
    body,
    email: {
      subject: title,
      heading: 'Your work this week',
      intro: `${body} Here is what needs you first:`,
      items: [...listed, ...(rest > 0 ? [`and ${rest} more in My work`] : [])],
      action: { label: 'Open My work', path: myWorkLink },
    },
  };
};
