import type { Db } from '../../db/database';
import type { ReportScheduleRow } from '../../db/schema';
import type { FrameworkId, Role } from '@/contracts/enums';
import type { ReportSchedule, ScheduleFrequency } from '@/contracts/reports';
import type { ReportType } from '@/contracts/reportOptions';

export type NewSchedule = {
  id: string;
  organizationId: string;
  type: ReportType;
  framework: FrameworkId;
  frequency: ScheduleFrequency;
  recipientIds: string[];
  createdBy: string;
  createdByLabel: string;
  createdAt: string;
  nextRunAt: string;
};

export type ScheduleMember = { id: string; name: string; email: string };

export const insertSchedule = async (db: Db, schedule: NewSchedule): Promise<void> => {
  await db
    .insertInto('report_schedules')
    .values({
      id: schedule.id,
      organization_id: schedule.organizationId,
      type: schedule.type,
      framework: schedule.framework,
      frequency: schedule.frequency,
      recipient_ids: JSON.stringify(schedule.recipientIds),
      created_by: schedule.createdBy,
      created_by_label: schedule.createdByLabel,
      created_at: schedule.createdAt,
      next_run_at: schedule.nextRunAt,
    })
    .execute();
};

export const recipientIdsOf = (row: Pick<ReportScheduleRow, 'recipient_ids'>) =>
  JSON.parse(row.recipient_ids) as string[];

/** The organisation's active members among `ids`. */
export const findActiveMembers = (db: Db, organizationId: string, ids: string[]): Promise<ScheduleMember[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('organization_id', '=', organizationId)
        .where('status', '=', 'active')
        .where('id', 'in', ids)
        .orderBy('name')
        .execute();

/** The role of whoever set the schedule up, while they are an active member of its organisation; else null. */
export const findScheduleAuthorRole = async (
  db: Db,
  schedule: Pick<ReportScheduleRow, 'organization_id' | 'created_by'>,
): Promise<Role | null> => {
  if (schedule.created_by === null) return null;
  const author = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', schedule.created_by)
    .where('organization_id', '=', schedule.organization_id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return author?.role ?? null;
};

export const listActiveMembers = (db: Db, organizationId: string): Promise<ScheduleMember[]> =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .orderBy('name')
    .execute();

export const listScheduleRows = (db: Db, organizationId: string): Promise<ReportScheduleRow[]> =>
  db
    .selectFrom('report_schedules')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .execute();

export const findSchedule = (db: Db, id: string): Promise<ReportScheduleRow | undefined> =>
  db.selectFrom('report_schedules').selectAll().where('id', '=', id).executeTakeFirst();

export const deleteScheduleRow = async (db: Db, organizationId: string, id: string): Promise<boolean> => {
  const deleted = await db
    .deleteFrom('report_schedules')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
};

export const findDueSchedules = (db: Db, now: string): Promise<ReportScheduleRow[]> =>
  db.selectFrom('report_schedules').selectAll().where('next_run_at', '<=', now).orderBy('next_run_at').execute();

/** Moves a schedule on from the run it was due for; false when another planner moved it first. */
export const advanceSchedule = async (db: Db, id: string, dueAt: string, nextRunAt: string): Promise<boolean> => {
  const updated = await db
    .updateTable('report_schedules')
    .set({ next_run_at: nextRunAt, last_run_at: dueAt })
    .where('id', '=', id)
    .where('next_run_at', '=', dueAt)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
};

export const toSchedule = (row: ReportScheduleRow, members: ScheduleMember[]): ReportSchedule => {
  const byId = new Map(members.map((member) => [member.id, member]));
  return {
    id: row.id,
    type: row.type,
    framework: row.framework,
    frequency: row.frequency,
    recipients: recipientIdsOf(row).flatMap((id) => byId.get(id) ?? []),
    createdBy: row.created_by_label,
    createdAt: row.created_at,
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
  };
};
