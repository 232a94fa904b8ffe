import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { NewTask } from '../../db/schema';
import type { TaskStatus } from '@/contracts/enums';

/** A failing check behind a control's issues, by the check's name, as an assessment stores it. */
export type FailingCheck = { check: string; issues: string[] };

const open = sql.lit<TaskStatus>('open');

export type OpenRemediationTask = { id: string; title: string; controlId: string; checkId: string };

/** The organisation's open tasks that automatic remediation raised for these controls. */
export const findOpenRemediationTasks = async (
  db: Db,
  organizationId: string,
  controlIds: string[],
): Promise<OpenRemediationTask[]> => {
  if (controlIds.length === 0) return [];
  const rows = await db
    .selectFrom('tasks')
    .select(['id', 'title', 'control_id as controlId', 'remediates_check as checkId'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', open)
    .where('remediates_check', 'is not', null)
    .where('control_id', 'in', controlIds)
    .orderBy('created_at')
    .execute();
  return rows.flatMap(({ controlId, checkId, ...task }) =>
    controlId && checkId ? [{ ...task, controlId, checkId }] : [],
  );
};

/** Inserts the task unless one for its control and check is already open (another process may have raised it). */
export const insertRemediationTask = async (db: Db, task: NewTask): Promise<boolean> => {
  const result = await db
    .insertInto('tasks')
    .values(task)
    .onConflict((conflict) =>
      conflict
        .columns(['organization_id', 'control_id', 'remediates_check'])
        .where('status', '=', open)
        .where('remediates_check', 'is not', null)
        .doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/** Whether another task raised for the same control and check is open: the task cannot be reopened beside it. */
export const hasOpenTwin = async (db: Db, organizationId: string, id: string): Promise<boolean> => {
  const twin = await db
    .selectFrom('tasks as twin')
    .innerJoin('tasks as t', (join) =>
      join.onRef('t.control_id', '=', 'twin.control_id').onRef('t.remediates_check', '=', 'twin.remediates_check'),
    )
    .select('twin.id')
    .where('t.organization_id', '=', organizationId)
    .where('t.id', '=', id)
    .where('twin.organization_id', '=', organizationId)
    .where('twin.status', '=', open)
    .where('twin.id', '!=', id)
    .executeTakeFirst();
  return twin !== undefined;
};
