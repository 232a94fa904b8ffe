import { z } from 'zod';
import type { ReportScheduleRow } from '../../db/schema';
import { nextRunAfter } from '../../jobs/recurrence';
import type { JobDefinition, JobRunner, Recurrence } from '../../jobs/types';
import { systemActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import type { Mailer } from '../../mail/mailer';
import { alertEmail, findOrganizationName } from '../alerts';
import { readableSources } from '../../lib/readableSources';
import { generateReport, type GenerateReportDeps } from './generateJob';
import { findReportByScheduleRun, findReport, type ListedReportRow } from './repository';
import { defaultDescription, resolveScope } from './request';
import { scheduledReportMessage, scheduledReportFooter } from './scheduleEmail';
import {
  advanceSchedule,
  findActiveMembers,
  findDueSchedules,
  findSchedule,
  findScheduleAuthorRole,
  recipientIdsOf,
} from './scheduleRepository';
import { scheduleRecurrences, templateNames } from './scheduleService';
import { createReport, readReportPdf } from './service';

export type ScheduledReportDeps = GenerateReportDeps & { mail: { mailer: Mailer; appUrl: string } };
type Enqueue = Pick<JobRunner, 'enqueue'>;

export const planScheduledReportsJobName = 'reports.plan-scheduled';
const scheduledReportJobName = 'reports.scheduled';
const scheduledReportEmailJobName = 'reports.scheduled-email';
export const planScheduledReportsRecurrence: Recurrence = { every: 'minutes', minutes: 15 };

const runPayload = z.object({ scheduleId: z.string(), organizationId: z.string(), dueAt: z.iso.datetime() });
const emailPayload = z.object({ organizationId: z.string(), reportId: z.string(), userId: z.string() });

const runKey = ({ scheduleId, dueAt }: z.infer<typeof runPayload>) => `${scheduleId}@${dueAt}`;

/** Queues each due schedule's run, keyed by the time it was due, then moves the schedule to its next time. */
export const planScheduledReportsJob = (
  deps: Pick<ScheduledReportDeps, 'db' | 'clock'>,
  jobs: Enqueue,
): JobDefinition<Record<string, never>> => ({
  name: planScheduledReportsJobName,
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  handle: async () => {
    const now = deps.clock();
    for (const schedule of await findDueSchedules(deps.db, now.toISOString())) {
      const dueAt = schedule.next_run_at;
      const run = { scheduleId: schedule.id, organizationId: schedule.organization_id, dueAt };
      await jobs.enqueue(scheduledReportJobName, run, { singletonKey: runKey(run) });
      const next = nextRunAfter(scheduleRecurrences[schedule.frequency], now).toISOString();
      await advanceSchedule(deps.db, schedule.id, dueAt, next);
    }
  },
});

/** The run's report, made now; null when its framework was never assessed (nothing to report, nothing to send). */
const makeScheduledReport = async (
  deps: ScheduledReportDeps,
  jobs: Enqueue,
  schedule: ReportScheduleRow,
  run: z.infer<typeof runPayload>,
): Promise<ListedReportRow | null> => {
  const organizationId = schedule.organization_id;
  const scope = resolveScope({
    type: schedule.type,
    framework: schedule.type === 'custom' ? schedule.framework : undefined,
  });
  try {
    await createReport(
      { db: deps.db, clock: deps.clock, jobs },
      {
        actor: systemActor(organizationId, `Schedule set by ${schedule.created_by_label}`),
        organization: (await findOrganizationName(deps.db, organizationId)) ?? '',
        // Drawn for its author: what they may read now, nothing once they have left.
        readable: readableSources(await findScheduleAuthorRole(deps.db, schedule)),
        name: `${templateNames[schedule.type]} — ${run.dueAt.slice(0, 10)}`,
        scope,
        description: `${defaultDescription(scope)} Scheduled ${schedule.frequency}.`,
        scheduleRun: runKey(run),
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) return null;
    throw error;
  }
  return (await findReportByScheduleRun(deps.db, runKey(run))) ?? null;
};

/**
 * Makes the run's report (once: a retry finds it by its run key), draws its PDF, and queues one email with it per
 * recipient still active.
 */
export const scheduledReportJob = (
  deps: ScheduledReportDeps,
  jobs: Enqueue,
): JobDefinition<z.infer<typeof runPayload>> => ({
  name: scheduledReportJobName,
  payload: runPayload,
  perOrganization: deps.reportJobsPerOrganization,
  handle: async (run, { log }) => {
    const schedule = await findSchedule(deps.db, run.scheduleId);
    if (!schedule) return;
    const report =
      (await findReportByScheduleRun(deps.db, runKey(run))) ?? (await makeScheduledReport(deps, jobs, schedule, run));
    if (!report) {
      log.warn({ scheduleId: schedule.id }, 'Scheduled report skipped: its framework was never assessed');
      return;
    }
    if (report.status === 'generating') await generateReport(deps, report.id);
    const organizationId = schedule.organization_id;
    for (const member of await findActiveMembers(deps.db, organizationId, recipientIdsOf(schedule))) {
      await jobs.enqueue(
        scheduledReportEmailJobName,
        { organizationId, reportId: report.id, userId: member.id },
        { singletonKey: `${runKey(run)}:${member.id}` },
      );
    }
  },
});

/** Emails one recipient the report's PDF, if they are still an active member and the report still exists. */
export const scheduledReportEmailJob = (deps: ScheduledReportDeps): JobDefinition<z.infer<typeof emailPayload>> => ({
  name: scheduledReportEmailJobName,
  payload: emailPayload,
  retryLimit: 5,
  handle: async ({ organizationId, reportId, userId }) => {
    const [member] = await findActiveMembers(deps.db, organizationId, [userId]);
    const report = await findReport(deps.db, organizationId, reportId);
    if (!member || !report || report.status !== 'ready') return;
    const { fileName, pdf } = await readReportPdf(deps.db, report);
    const mail = alertEmail(scheduledReportMessage(report), member, deps.mail.appUrl, scheduledReportFooter);
    await deps.mail.mailer.send({
      ...mail,
      attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
    });
  },
});
