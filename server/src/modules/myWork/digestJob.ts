import { z } from 'zod';
import type { AppDeps } from '../../core/appDeps';
import type { JobDefinition, JobRunner, Recurrence } from '../../jobs/types';
import { alertEmailJobName } from '../alerts';
import { notify } from '../notifications';
import { isoWeek } from './calendar';
import { claimDigest } from './digestClaims';
import { collectDigests } from './digestItems';
import { workDigestMessage } from './digestMessage';
import { myWorkLink } from './links';

export const workDigestsJobName = 'myWork.weekly-digests';
/** Mondays at 08:00 UTC, before most teams' week starts. */
export const workDigestsRecurrence: Recurrence = { every: 'week', weekday: 1, hour: 8, minute: 0 };

type DigestDeps = Pick<AppDeps, 'db' | 'clock'> & { appUrl: string; jobs: Pick<JobRunner, 'enqueue'> };

/**
 * One digest a member and ISO week: in the bell, and by email if their weekly-report emails are on when it is sent.
 * Not to Slack: it is the member's own work, and the organisation's channel is not their inbox. Each digest is
 * claimed in the database with its bell notification, so two instances, a retry or a restart send it once.
 * Answers how many members were sent one.
 */
export const sendWorkDigests = async ({ db, clock, appUrl, jobs }: DigestDeps): Promise<number> => {
  const now = clock();
  const sentAt = now.toISOString();
  const week = isoWeek(now);
  let sent = 0;
  for (const digest of await collectDigests(db, now)) {
    const message = workDigestMessage(digest, now, appUrl);
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimDigest(trx, digest, week, sentAt))) return false;
      await notify(
        trx,
        [{ ...digest, kind: 'workDigest', title: message.title, body: message.body, link: myWorkLink }],
        sentAt,
      );
      return true;
    });
    if (!claimed) continue;
    await jobs.enqueue(
      alertEmailJobName,
      {
        organizationId: digest.organizationId,
        userId: digest.userId,
        preference: 'weeklyReports',
        message: message.email,
      },
      { singletonKey: `work-digest:${week}:${digest.organizationId}:${digest.userId}` },
    );
    sent += 1;
  }
  return sent;
};

export const workDigestsJob = (deps: DigestDeps): JobDefinition => ({
  name: workDigestsJobName,
  payload: z.object({}),
  // A rerun sends only the digests not yet claimed.
  retryLimit: 2,
  handle: async (_payload, { log }) => {
    const sent = await sendWorkDigests(deps);
    if (sent > 0) log.info({ sent }, 'work digests sent');
  },
});
