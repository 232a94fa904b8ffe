import type { Db } from '../../../server/src/db/database';
import { defaultSettingsRow } from '../../../server/src/modules/controls/repository';
import type { FrameworkId, TaskPriority } from '@/contracts/enums';

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC day `days` after `now` ('YYYY-MM-DD'); negative for days before. */
export const dayIn = (now: Date, days: number) => new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);

/** Gives a control its owner, backup owner and review date, as the control's settings store them. */
export const ownControl = async (
  db: Db,
  control: {
    organizationId: string;
    framework?: FrameworkId;
    controlId: string;
    ownerId: string | null;
    backupOwnerId?: string | null;
    reviewDate: string | null;
  },
) => {
  await db
    .insertInto('control_settings')
    .values({
      ...defaultSettingsRow(control.organizationId, control.framework ?? 'SOC2', control.controlId),
      owner_id: control.ownerId,
      backup_owner_id: control.backupOwnerId ?? null,
      implementation_status: 'in_progress',
      review_date: control.reviewDate,
      updated_at: new Date().toISOString(),
    })
    .execute();
};

/** An open task of the organisation owned by `ownerId`; answers its id. */
export const ownTask = async (
  db: Db,
  task: { organizationId: string; ownerId: string | null; title: string; dueDate: string; priority?: TaskPriority },
) => {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('tasks')
    .values({
      id,
      organization_id: task.organizationId,
      title: task.title,
      due_date: task.dueDate,
      priority: task.priority ?? 'medium',
      status: 'open',
      control_id: null,
      created_at: now,
      completed_at: null,
      owner_id: task.ownerId,
      description: null,
      created_by: null,
      updated_at: now,
      overdue_notified_at: null,
    })
    .execute();
  return id;
};
