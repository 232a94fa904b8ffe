import type { Task } from '@/contracts/tasks';

const ownerName = (task: Task) => task.owner?.name ?? 'Unassigned';
const quoted = (text: string | null) => (text === null ? 'none' : `"${text}"`);

const fields: [label: string, read: (task: Task) => string][] = [
  ['title', (task) => quoted(task.title)],
  ['description', (task) => quoted(task.description)],
  ['due', (task) => task.dueDate],
  ['priority', (task) => task.priority],
  ['owner', ownerName],
];

/** The audit line of a new task. */
export const describeNewTask = (task: Task): string =>
  `Created task "${task.title}" (${task.priority}, due ${task.dueDate}, owner ${ownerName(task)}, control ` +
  `${task.controlId ?? 'none'})`;

/** "Task "X": due 2026-07-01 -> 2026-07-05; owner Unassigned -> Priya Shah", or '' when nothing changed. */
export const describeChanges = (before: Task, after: Task): string => {
  const changed = fields.flatMap(([label, read]) =>
    read(before) === read(after) ? [] : [`${label} ${read(before)} -> ${read(after)}`],
  );
  return changed.length ? `Task "${before.title}": ${changed.join('; ')}` : '';
};
