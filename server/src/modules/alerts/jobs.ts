import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition, JobRunner, Recurrence } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail/mailer';
import { frameworkIds } from '@/contracts/enums';
import { alertedRoles } from '../notifications';
import { alertEmail } from './alertEmail';
import { criticalControlsMessage } from './criticalControls';
import { type AlertMessage, alertMessage, alertPreferences } from './message';
import { findAlertRecipients, findRecipient, listOrganizationIds } from './repository';
import { deliverToSlack, type SlackDeps } from './slackService';
import { weeklySummaryMessage } from './weeklySummary';

export type AlertDeps = { db: Db; clock: Clock; mail: { mailer: Mailer; appUrl: string }; slack: SlackDeps };

// The assessments module queues this one by its name once a run's results are stored (assessments/criticalAlerts.ts).
export const criticalControlsJobName = 'alerts.critical-controls';
export const alertEmailJobName = 'alerts.email';
export const slackAlertJobName = 'alerts.slack';
export const weeklySummariesJobName = 'alerts.weekly-summaries';
/** Mondays at 08:00 UTC: the week just ended, before most teams' week starts. */
export const weeklySummariesRecurrence: Recurrence = { every: 'week', weekday: 1, hour: 8, minute: 0 };

type Enqueue = Pick<JobRunner, 'enqueue'>;

/** The Monday (UTC) of the week `now` falls in: a summary is keyed by its week, whichever day it runs. */
export const weekOf = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)))
    .toISOString()
    .slice(0, 10);

const emailPayload = z.object({
  organizationId: z.string(),
  userId: z.string(),
  preference: z.enum(alertPreferences),
  message: alertMessage,
});
const slackPayloadSchema = z.object({ organizationId: z.string(), message: alertMessage });
const criticalPayload = z.object({
  organizationId: z.string(),
  framework: z.enum(frameworkIds),
  assessmentId: z.string(),
  controlIds: z.array(z.string()).min(1),
});

/**
 * One job per inbox and one for Slack, each keyed by what it announces: a retry, or a second planner, queues nothing
 * twice, and one failing delivery is retried alone.
 */
const queueDeliveries = async (
  jobs: Enqueue,
  organizationId: string,
  message: AlertMessage,
  recipients: { id: string }[],
  key: string,
  preference: (typeof alertPreferences)[number],
) => {
  for (const recipient of recipients) {
    await jobs.enqueue(
      alertEmailJobName,
      { organizationId, userId: recipient.id, preference, message },
      { singletonKey: `${key}:${recipient.id}` },
    );
  }
  await jobs.enqueue(slackAlertJobName, { organizationId, message }, { singletonKey: `${key}:slack` });
};

/** Emails Admins and Compliance Managers who chose critical-issue alerts, and posts to Slack. */
export const criticalControlsJob = (
  deps: AlertDeps,
  jobs: Enqueue,
): JobDefinition<z.infer<typeof criticalPayload>> => ({
  name: criticalControlsJobName,
  payload: criticalPayload,
  handle: async (alert) => {
    const message = await criticalControlsMessage(deps.db, alert);
    if (!message) return;
    const recipients = await findAlertRecipients(deps.db, alert.organizationId, 'criticalIssues', {
      roles: alertedRoles,
    });
    await queueDeliveries(jobs, alert.organizationId, message, recipients, alert.assessmentId, 'criticalIssues');
  },
});

/** Sends one alert email, if the member is still active and still wants this kind (their settings may have changed). */
export const alertEmailJob = (deps: AlertDeps): JobDefinition<z.infer<typeof emailPayload>> => ({
  name: alertEmailJobName,
  payload: emailPayload,
  handle: async ({ organizationId, userId, preference, message }) => {
    const recipient = await findRecipient(deps.db, organizationId, userId, preference);
    if (!recipient) return;
    await deps.mail.mailer.send(alertEmail(message, recipient, deps.mail.appUrl));
  },
});

/** Posts one alert to the organisation's webhook; what Slack answered is its last delivery, and a refusal is retried. */
export const slackAlertJob = (deps: AlertDeps): JobDefinition<z.infer<typeof slackPayloadSchema>> => ({
  name: slackAlertJobName,
  payload: slackPayloadSchema,
  retryLimit: 5,
  handle: async ({ organizationId, message }) => {
    const result = await deliverToSlack(deps, deps.slack, organizationId, message);
    if (result && !result.ok) throw new Error(`Slack refused the alert: ${result.detail}`);
  },
});

/** Each organisation's weekly summary, to the members who chose weekly reports, and to Slack. */
export const weeklySummariesJob = (deps: AlertDeps, jobs: Enqueue): JobDefinition<Record<string, never>> => ({
  name: weeklySummariesJobName,
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 2,
  handle: async () => {
    const now = deps.clock();
    const week = weekOf(now);
    for (const organizationId of await listOrganizationIds(deps.db)) {
      const message = await weeklySummaryMessage(deps.db, organizationId, now);
      if (!message) continue;
      const recipients = await findAlertRecipients(deps.db, organizationId, 'weeklyReports');
      await queueDeliveries(
        jobs,
        organizationId,
        message,
        recipients,
        `weekly:${week}:${organizationId}`,
        'weeklyReports',
      );
    }
  },
});
