import { TooManyRequestsError } from '../../core/appError';
import type { InvitationRules, WindowRule } from '../../core/rateLimits/rules';
import type { RateLimiter } from '../../core/rateLimits/service';
import type { MemberActor } from '../../core/actor';

const minute = 60 * 1000;

const windowText = (windowMs: number) => {
  const minutes = Math.max(1, Math.round(windowMs / minute));
  if (minutes === 60) return 'hour';
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return minutes === 1 ? 'minute' : `${minutes} minutes`;
};

export const tooManyInvitationsMessage = (who: 'organisation' | 'inviter', rule: WindowRule): string =>
  `Too many invitations: ${who === 'organisation' ? 'your organisation' : 'each member'} may send at most ` +
  `${rule.max} every ${windowText(rule.windowMs)}. Please try again later.`;

/**
 * Counts one invitation email against the inviter and their organisation before anything is looked up, so neither
 * many Admins of one organisation nor one Admin can send the platform's email to address after address. An
 * invitation refused by the organisation's limit is given back to the inviter's.
 */
export const reserveInvitation = async (
  limiter: RateLimiter,
  rules: InvitationRules,
  actor: MemberActor,
): Promise<void> => {
  const inviterKey = `invitation:user:${actor.userId}`;
  const inviterWait = await limiter.reserve(inviterKey, rules.perInviter);
  if (inviterWait !== null) {
    throw new TooManyRequestsError(tooManyInvitationsMessage('inviter', rules.perInviter), inviterWait);
  }
  const organizationWait = await limiter.reserve(`invitation:org:${actor.organizationId}`, rules.perOrganization);
  if (organizationWait !== null) {
    await limiter.release(inviterKey);
    throw new TooManyRequestsError(tooManyInvitationsMessage('organisation', rules.perOrganization), organizationWait);
  }
};
