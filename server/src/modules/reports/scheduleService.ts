import { randomUUID } from 'node:crypto';
import { nextRunAfter } from '../../jobs/recurrence';
import type { Recurrence } from '../../jobs/types';
import type { Actor, MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { frameworks } from '../../frameworks';
import type { CreateScheduleBody, ReportSchedule, ScheduleFrequency } from '@/contracts/reports';
import type { ReportType } from '@/contracts/reportOptions';
import { reportAuditActions, reportEvent } from './auditActions';
import { resolveScope } from './request';
import {
  deleteScheduleRow,
  findActiveMembers,
  insertSchedule,
  listScheduleRows,
  recipientIdsOf,
  toSchedule,
} from './scheduleRepository';

/** In UTC: Mondays, or the first of each month, at 07:00, before the working day starts. */
export const scheduleRecurrences: Record<ScheduleFrequency, Recurrence> = {
  weekly: { every: 'week', weekday: 1, hour: 7, minute: 0 },
  monthly: { every: 'month', day: 1, hour: 7, minute: 0 },
};

export const templateNames: Record<ReportType, string> = {
  soc2: 'SOC 2 Type II Assessment',
  iso27001: 'ISO 27001 Gap Analysis',
  hipaa: 'HIPAA Compliance Review',
  custom: 'Custom Security Audit',
};

export const unknownRecipientMessage = (id: string) => `recipientIds: ${id} is not an active member`;

export const listSchedules = async (deps: Pick<AppDeps, 'db'>, organizationId: string): Promise<ReportSchedule[]> => {
  const rows = await listScheduleRows(deps.db, organizationId);
  const members = await findActiveMembers(deps.db, organizationId, [...new Set(rows.flatMap(recipientIdsOf))]);
  return rows.map((row) => toSchedule(row, members));
};

export const createSchedule = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: MemberActor,
  input: CreateScheduleBody,
): Promise<ReportSchedule> => {
  const scope = resolveScope(input);
  const recipientIds = [...new Set(input.recipientIds)];
  const members = await findActiveMembers(deps.db, actor.organizationId, recipientIds);
  const missing = recipientIds.find((id) => !members.some((member) => member.id === id));
  if (missing) throw new AppError(400, unknownRecipientMessage(missing));
  const { frequency } = input;
  const now = deps.clock();
  const schedule = {
    id: randomUUID(),
    organizationId: actor.organizationId,
    type: scope.type,
    framework: scope.framework,
    frequency,
    recipientIds,
    createdBy: actor.userId,
    createdByLabel: actor.name,
    createdAt: now.toISOString(),
    nextRunAt: nextRunAfter(scheduleRecurrences[frequency], now).toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertSchedule(trx, schedule);
    await recordAudit(trx, actor, {
      action: reportAuditActions.scheduled,
      ...reportEvent,
      details: `${actor.name} scheduled ${templateNames[scope.type]} (${frameworks[scope.framework].name}) ${frequency} for ${members.map((m) => m.name).join(', ')}`,
      resource: `report-schedule:${schedule.id}`,
      at: schedule.createdAt,
    });
  });
  const [created] = (await listSchedules(deps, actor.organizationId)).filter((item) => item.id === schedule.id);
  return created;
};

export const deleteSchedule = async (deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor, id: string): Promise<void> => {
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteScheduleRow(trx, actor.organizationId, id))) throw new AppError(404, 'Schedule not found');
    await recordAudit(trx, actor, {
      action: reportAuditActions.scheduleRemoved,
      ...reportEvent,
      details: `${actor.name} removed a report schedule`,
      resource: `report-schedule:${id}`,
      at: now,
    });
  });
};
