import type { Db } from '../db/database';
import type { NewTask } from '../db/schema';
import type { TaskPriority } from '@/contracts/enums';
import type { Clock } from '../lib/clock';
import { hasTasks, insertTasks } from '../modules/tasks/repository';

const dayMs = 24 * 60 * 60 * 1000;

type DemoTask = { title: string; priority: TaskPriority; controlId: string; dueInDays: number; doneDaysAgo?: number };

// Each follows a gap in the demo posture (modules/signals/demoPosture.ts), so the list matches the heat map.
const demoTasks: DemoTask[] = [
  { title: 'Patch the 2 open critical vulnerabilities', priority: 'high', controlId: 'CC7.1', dueInDays: 2 },
  { title: 'Complete the quarterly access review', priority: 'high', controlId: 'CC6.2', dueInDays: 3 },
  { title: 'Review vendor SOC 2 reports (5 overdue)', priority: 'high', controlId: 'CC9.2', dueInDays: 6 },
  {
    title: 'Collect signed policy acknowledgements from 4 employees',
    priority: 'medium',
    controlId: 'CC1.1',
    dueInDays: 8,
  },
  { title: 'Run the incident response tabletop exercise', priority: 'high', controlId: 'CC7.4', dueInDays: 12 },
  {
    title: 'Document the 72-hour breach notification procedure',
    priority: 'medium',
    controlId: 'Art. 33',
    dueInDays: 16,
  },
  { title: 'Complete the DPIA for the analytics pipeline', priority: 'medium', controlId: 'Art. 35', dueInDays: 21 },
  { title: 'Extend audit log retention to 365 days', priority: 'low', controlId: 'CC7.2', dueInDays: 30 },
  {
    title: 'Enforce MFA for remaining engineering accounts',
    priority: 'high',
    controlId: 'CC6.1',
    dueInDays: -7,
    doneDaysAgo: 9,
  },
  {
    title: 'Run the security awareness campaign',
    priority: 'medium',
    controlId: 'CC1.4',
    dueInDays: -14,
    doneDaysAgo: 18,
  },
];

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo organisation's remediation plan, due relative to the seed time and shared out among the given members in
 * turn (the first created them); only when it has no tasks yet.
 */
export const seedDemoTasks = async (
  db: Db,
  organizationId: string,
  clock: Clock,
  memberIds: string[],
): Promise<void> => {
  if (await hasTasks(db, organizationId)) return;
  const now = clock().getTime();
  const createdAt = new Date(now - 30 * dayMs).toISOString();
  const rows = demoTasks.map((task, index): NewTask => ({
    id: crypto.randomUUID(),
    organization_id: organizationId,
    title: task.title,
    due_date: dateOnly(new Date(now + task.dueInDays * dayMs)),
    priority: task.priority,
    status: task.doneDaysAgo === undefined ? 'open' : 'done',
    control_id: task.controlId,
    created_at: createdAt,
    updated_at: createdAt,
    created_by: memberIds[0] ?? null,
    owner_id: memberIds.length ? memberIds[index % memberIds.length] : null,
    completed_at: task.doneDaysAgo === undefined ? null : new Date(now - task.doneDaysAgo * dayMs).toISOString(),
  }));
  await insertTasks(db, rows);
};
