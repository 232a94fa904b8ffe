import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition, JobRunner, Recurrence } from '../../jobs/types';
import { type Clock, isoNow } from '../../lib/clock';
import { alertEmailJobName, type AlertMessage } from '../alerts';
import { notify } from '../notifications';

/** Reminders go out this many days before an item's valid-until date, each once. */
export const reminderDays = [30, 7, 1] as const;
const dayMs = 24 * 60 * 60 * 1000;
const lockerLink = '/evidence-locker';

export const expiryRemindersJobName = 'evidence.remind-expiring';
/** Hourly: a reminder is due on a day, so the first round of that day sends it. */
export const expiryRemindersRecurrence: Recurrence = { every: 'minutes', minutes: 60 };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/** The reminder due with `daysLeft`: the closest threshold not yet passed (an item uploaded 5 days out gets the 7). */
export const dueReminder = (daysLeft: number): number | undefined =>
  [...reminderDays].reverse().find((days) => daysLeft <= days);

const message = (item: { name: string; validUntil: string }, daysLeft: number): AlertMessage => ({
  subject: `Evidence expires ${daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`}: ${item.name}`,
  heading: 'Evidence expiring soon',
  intro: `"${item.name}" is valid until ${item.validUntil}. Upload a new version before then, or it stops counting as evidence.`,
  items: [],
  action: { label: 'Open the evidence locker', path: lockerLink },
});

/**
 * Tells each unrejected item's uploader and the organisation's Compliance Managers, in the app and by email (when
 * their compliance-update emails are on), 30, 7 and 1 days before it expires. Each reminder is claimed in the
 * database before it is sent, so two instances, or a rerun, send it once. Answers how many items were reminded.
 */
export const remindExpiringEvidence = async (db: Db, clock: Clock, jobs: Pick<JobRunner, 'enqueue'>) => {
  const now = isoNow(clock);
  const today = now.slice(0, 10);
  const horizon = new Date(clock().getTime() + reminderDays[0] * dayMs).toISOString().slice(0, 10);
  const candidates = await db
    .selectFrom('evidence_items')
    .select(['id', 'organization_id', 'name', 'valid_until', 'uploaded_by', 'expiry_reminded_days'])
    .where('status', '!=', 'rejected')
    .where('valid_until', '>=', today)
    .where('valid_until', '<=', horizon)
    .execute();
  let reminded = 0;
  for (const item of candidates) {
    const validUntil = item.valid_until ?? today;
    const daysLeft = daysBetween(today, validUntil);
    const due = dueReminder(daysLeft);
    if (due === undefined || (item.expiry_reminded_days !== null && item.expiry_reminded_days <= due)) continue;
    const recipients = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('evidence_items')
        .set({ expiry_reminded_days: due })
        .where('id', '=', item.id)
        .where((eb) => eb.or([eb('expiry_reminded_days', 'is', null), eb('expiry_reminded_days', '>', due)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return [];
      const members = await trx
        .selectFrom('users')
        .select('id')
        .where('organization_id', '=', item.organization_id)
        .where('status', '=', 'active')
        .where((eb) =>
          eb.or([
            eb('role', '=', 'Compliance Manager'),
            ...(item.uploaded_by ? [eb('id', '=', item.uploaded_by)] : []),
          ]),
        )
        .execute();
      const text = message({ name: item.name, validUntil }, daysLeft);
      await notify(
        trx,
        members.map((member) => ({
          organizationId: item.organization_id,
          userId: member.id,
          kind: 'evidenceExpiring',
          title: text.subject,
          body: text.intro,
          link: lockerLink,
        })),
        now,
      );
      return members;
    });
    for (const recipient of recipients) {
      await jobs.enqueue(
        alertEmailJobName,
        {
          organizationId: item.organization_id,
          userId: recipient.id,
          preference: 'complianceUpdates',
          message: message({ name: item.name, validUntil }, daysLeft),
        },
        { singletonKey: `evidence-expiry:${item.id}:${due}:${recipient.id}` },
      );
    }
    if (recipients.length > 0) reminded += 1;
  }
  return reminded;
};

export const expiryRemindersJob = (db: Db, clock: Clock, jobs: Pick<JobRunner, 'enqueue'>): JobDefinition => ({
  name: expiryRemindersJobName,
  payload: z.object({}),
  // The next hour's round sends whatever this one missed.
  retryLimit: 0,
  handle: async (_payload, { log }) => {
    const reminded = await remindExpiringEvidence(db, clock, jobs);
    if (reminded > 0) log.info({ reminded }, 'evidence expiry reminders sent');
  },
});
