import { z } from 'zod';
import { systemActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { nextRunAfter } from '../../jobs/recurrence';
import type { JobDefinition, Recurrence } from '../../jobs/types';
import { findFrameworksInUse } from './frameworksInUse';
import { runAssessment } from './runAssessment';
import { findSystemAssessedSince, listOrganizationIds } from './scheduledRepository';
import { AUDIT_FREQUENCIES, type AuditFrequency } from '@/contracts/settingsOptions';

/** An organisation's audit frequency setting (SPEC §9: weekly by default). */
export type AuditFrequencyReader = (organizationId: string) => Promise<AuditFrequency>;

// Periods start at midnight UTC: each day, each Monday, the first of each month.
const periodStarts: Record<AuditFrequency, Recurrence> = {
  daily: { every: 'day', hour: 0, minute: 0 },
  weekly: { every: 'week', weekday: 1, hour: 0, minute: 0 },
  monthly: { every: 'month', day: 1, hour: 0, minute: 0 },
};

export const planScheduledAssessmentsJobName = 'assessments.plan-scheduled';
export const scheduledAssessmentJobName = 'assessments.scheduled';
/** The planner looks every hour, so a new organisation or a changed frequency is planned within the hour. */
export const planScheduledAssessmentsRecurrence: Recurrence = { every: 'minutes', minutes: 60 };

export type ScheduledRunDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'log'>;

const scheduledRunPayload = z.object({
  organizationId: z.string(),
  frequency: z.enum(AUDIT_FREQUENCIES),
  period: z.iso.datetime(),
});

/**
 * Queues each organisation's next period's assessment to start when the period does. The key (organisation and
 * period start) makes it one job however often and wherever the planner runs.
 */
export const planScheduledAssessmentsJob = (
  deps: ScheduledRunDeps,
  auditFrequency: AuditFrequencyReader,
): JobDefinition<Record<string, never>> => ({
  name: planScheduledAssessmentsJobName,
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  handle: async () => {
    for (const organizationId of await listOrganizationIds(deps.db)) {
      const frequency = await auditFrequency(organizationId);
      const period = nextRunAfter(periodStarts[frequency], deps.clock());
      const payload = { organizationId, frequency, period: period.toISOString() };
      await deps.jobs.enqueue(scheduledAssessmentJobName, payload, {
        runAt: period,
        singletonKey: `${organizationId}@${payload.period}`,
      });
    }
  },
});

/**
 * Assesses every framework the organisation uses, as the system, as the dashboard's button does (audited alike). A
 * retry assesses only what this period has not completed yet.
 */
export const scheduledAssessmentJob = (
  deps: ScheduledRunDeps,
  auditFrequency: AuditFrequencyReader,
): JobDefinition<z.infer<typeof scheduledRunPayload>> => ({
  name: scheduledAssessmentJobName,
  payload: scheduledRunPayload,
  handle: async ({ organizationId, frequency, period }, { log }) => {
    // Planned under a frequency since changed: the new frequency's own period runs instead.
    if ((await auditFrequency(organizationId)) !== frequency) return;
    const done = new Set(await findSystemAssessedSince(deps.db, organizationId, period));
    const frameworks = (await findFrameworksInUse(deps.db, organizationId)).filter((id) => !done.has(id));
    const system = systemActor(organizationId);
    const runs = await Promise.allSettled(frameworks.map((framework) => runAssessment(deps, system, framework)));
    const failed = runs.filter((run) => run.status === 'rejected');
    if (failed.length > 0) throw failed[0].reason;
    log.info({ organizationId, frameworks }, 'Scheduled assessments completed');
  },
});
