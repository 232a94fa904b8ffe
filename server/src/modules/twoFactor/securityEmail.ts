import { z } from 'zod';
import type { JobDefinition } from '../../jobs/types';
import { twoFactorEmail, type TwoFactorEmailEvent, twoFactorEmailEvents } from '../../mail/twoFactorEmail';
import type { ClientInfo } from '../../core/actor';
import { findUserInOrganization } from '../users';
import type { AppDeps } from '../../core/appDeps';

export const twoFactorEmailJobName = 'twoFactor.email';

const payload = z.object({
  organizationId: z.string(),
  userId: z.string(),
  event: z.enum(twoFactorEmailEvents),
  at: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  by: z.string().nullable(),
});

export type TwoFactorEmailDeps = Pick<AppDeps, 'db' | 'mail'>;

/** Sends the notice to the member's address as it is when the job runs; a removed member gets none. */
export const twoFactorEmailJob = (deps: TwoFactorEmailDeps): JobDefinition<z.infer<typeof payload>> => ({
  name: twoFactorEmailJobName,
  payload,
  handle: async ({ organizationId, userId, ...notice }) => {
    const user = await findUserInOrganization(deps.db, userId, organizationId);
    if (!user || user.status === 'removed') return;
    await deps.mail.mailer.send(
      twoFactorEmail({
        ...notice,
        name: user.name,
        email: user.email,
        settingsUrl: `${deps.mail.appUrl}/settings?tab=security`,
      }),
    );
  },
});

/**
 * Queued once the change has committed, so the owner hears of it even when the change was not theirs. Queuing is best
 * effort: the change (and recovery codes shown once) must not be lost to it, and the audit trail holds it already.
 */
export const queueTwoFactorEmail = async (
  deps: Pick<AppDeps, 'clock' | 'jobs' | 'log'>,
  member: { userId: string; organizationId: string },
  event: TwoFactorEmailEvent,
  client: ClientInfo,
  by: string | null = null,
): Promise<void> => {
  const notice = {
    organizationId: member.organizationId,
    userId: member.userId,
    event,
    at: deps.clock().toISOString(),
    ip: client.ip,
    userAgent: client.userAgent,
    by,
  };
  try {
    await deps.jobs.enqueue(twoFactorEmailJobName, notice);
  } catch (error) {
    deps.log.warn({ err: error, event, userId: member.userId }, 'The two-factor email could not be queued');
  }
};
