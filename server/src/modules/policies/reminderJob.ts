import { z } from 'zod';
import type { AppDeps } from '../../core/appDeps';
import type { JobDefinition, JobRunner, Recurrence } from '../../jobs/types';
import { alertEmailJobName } from '../alerts';
import { notify } from '../notifications';
import { collectPolicyReminders } from './reminderCandidates';
import { claimPolicyReminder, listOrganizationsWithPublishedPolicies } from './reminderRepository';

export const policyRemindersJobName = 'policies.reminders';
/** Daily at 07:00 UTC, before most teams' day starts. */
export const policyRemindersRecurrence: Recurrence = { every: 'day', hour: 7, minute: 0 };

type ReminderDeps = Pick<AppDeps, 'db' | 'clock'> & { jobs: Pick<JobRunner, 'enqueue'> };

/**
 * Reminds owners of their policies' reviews and members of their overdue acceptances: in the bell, and by email if
 * their compliance-update emails are on. Each reminder is claimed in the database with its bell notification, so two
 * instances, a retry or a restart send it once. Answers how many reminders were sent.
 */
export const sendPolicyReminders = async ({ db, clock, jobs }: ReminderDeps): Promise<number> => {
  const now = clock();
  const sentAt = now.toISOString();
  let sent = 0;
  for (const organizationId of await listOrganizationsWithPublishedPolicies(db)) {
    for (const { claim, message } of await collectPolicyReminders(db, organizationId, now)) {
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await claimPolicyReminder(trx, claim, sentAt))) return false;
        await notify(
          trx,
          [
            {
              organizationId,
              userId: claim.user_id,
              kind: 'policyReminder',
              title: message.title,
              body: message.body,
              link: message.link,
            },
          ],
          sentAt,
        );
        return true;
      });
      if (!claimed) continue;
      await jobs.enqueue(
        alertEmailJobName,
        { organizationId, userId: claim.user_id, preference: 'complianceUpdates', message: message.email },
        { singletonKey: `policy-reminder:${organizationId}:${claim.occurrence}` },
      );
      sent += 1;
    }
  }
  return sent;
};

export const policyRemindersJob = (deps: ReminderDeps): JobDefinition => ({
  name: policyRemindersJobName,
  payload: z.object({}),
  // A rerun sends only the reminders not yet claimed.
  retryLimit: 2,
  handle: async (_payload, { log }) => {
    const sent = await sendPolicyReminders(deps);
    if (sent > 0) log.info({ sent }, 'policy reminders sent');
  },
});
