import { z } from 'zod';
import type { AppDeps } from '../../core/appDeps';
import type { Db } from '../../db/database';
import type { JobDefinition, Recurrence } from '../../jobs/types';
import { isoNow } from '../../lib/clock';
import { type NotificationDraft, notify } from '../notifications';
import { findOverdueTasks, markOverdueNotified } from './repository';

const tasksLink = '/tasks';

type AssignedTask = { organizationId: string; title: string; dueDate: string };

/** To the new owner, unless they assigned the task to themselves (the system assigns with no id). */
export const notifyTaskAssigned = (
  trx: Db,
  task: AssignedTask,
  assignment: { ownerId: string; assignerId: string | null; assignerName: string },
  now: string,
): Promise<void> =>
  notify(
    trx,
    assignment.ownerId === assignment.assignerId
      ? []
      : [
          {
            organizationId: task.organizationId,
            userId: assignment.ownerId,
            kind: 'taskAssigned',
            title: 'Task assigned to you',
            body: `${assignment.assignerName} assigned you "${task.title}", due ${task.dueDate}.`,
            link: tasksLink,
          },
        ],
    now,
  );

/**
 * Tells each open task's owner, once, that it is past its due date; a new owner or due date asks again. Meant to run
 * on a schedule; answers how many owners were told.
 */
export const notifyOverdueTasks = async ({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<number> => {
  const now = isoNow(clock);
  const overdue = await findOverdueTasks(db, now.slice(0, 10));
  for (const task of overdue) {
    const draft: NotificationDraft = {
      organizationId: task.organizationId,
      userId: task.ownerId,
      kind: 'taskOverdue',
      title: 'Task overdue',
      body: `"${task.title}" was due ${task.dueDate}.`,
      link: tasksLink,
    };
    await db.transaction().execute(async (trx) => {
      if (await markOverdueNotified(trx, task.id, now)) await notify(trx, [draft], now);
    });
  }
  return overdue.length;
};

export const overdueTasksJobName = 'tasks.notify-overdue';
/** Hourly: an owner hears of an overdue task within the hour of its due date passing (once per due date). */
export const overdueTasksRecurrence: Recurrence = { every: 'minutes', minutes: 60 };

export const overdueTasksJob = (deps: Pick<AppDeps, 'db' | 'clock'>): JobDefinition => ({
  name: overdueTasksJobName,
  payload: z.object({}),
  // The next hour's round covers whatever this one missed.
  retryLimit: 0,
  handle: async (_payload, { log }) => {
    const overdue = await notifyOverdueTasks(deps);
    if (overdue > 0) log.info({ overdue }, 'overdue tasks checked for their owners');
  },
});
