import type { Db } from '../../db/database';
import { type Clock, isoNow } from '../../lib/clock';
import { type AccessReview, accessReviewStaleDays, type MemberListQuery, type MemberPage } from '@/contracts/members';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { memberActions } from './auditActions';
import { allMembers, listMembers } from './repository';
import { toMember } from './toMember';

export const listMemberPage = async (
  db: Db,
  organizationId: string,
  { search, page, limit }: MemberListQuery,
): Promise<MemberPage> => {
  const { rows, total } = await listMembers(db, organizationId, { search, offset: (page - 1) * limit, limit });
  return {
    members: rows.map(toMember),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Who holds access and how long since they used it: active and inactive members, longest without a sign-in first
 * (someone who never signed in counts from when their account was made), those past the limit flagged. Audited: an
 * access review is evidence the organisation looks at who can get in.
 */
export const runAccessReview = async (db: Db, clock: Clock, actor: MemberActor): Promise<AccessReview> => {
  const now = isoNow(clock);
  const nowMs = Date.parse(now);
  const reviewed = (await allMembers(db, actor.organizationId))
    .filter((row) => row.status !== 'pending')
    .map((row) => {
      const daysSinceSignIn = Math.max(
        0,
        Math.floor((nowMs - Date.parse(row.last_login_at ?? row.created_at)) / dayMs),
      );
      return { ...toMember(row), daysSinceSignIn, flagged: daysSinceSignIn >= accessReviewStaleDays };
    })
    .sort((a, b) => b.daysSinceSignIn - a.daysSinceSignIn || a.name.localeCompare(b.name));
  const flagged = reviewed.filter((member) => member.flagged).length;
  await db.transaction().execute((trx) =>
    recordAudit(trx, actor, {
      action: memberActions.accessReviewed,
      severity: flagged > 0 ? 'warning' : 'info',
      details: `${actor.name} reviewed access: ${reviewed.length} members, ${flagged} without a sign-in for ${accessReviewStaleDays}+ days`,
      category: 'system',
      resource: 'users',
      at: now,
    }),
  );
  return { generatedAt: now, staleAfterDays: accessReviewStaleDays, members: reviewed };
};
