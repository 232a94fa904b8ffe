import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import type { Db } from '../../db/database';
import type { CommentVisibility } from '@/contracts/comments';
import { hasPermission } from '@/contracts/permissions';
import { findEvidenceRef } from '../evidence';
import { findActiveMembers } from './memberRows';
import { visibilitiesFor } from './readers';

export const unknownMentionMessage = 'mentionIds must be active members of your organisation';
export const unknownEvidenceMessage = 'evidenceIds must be evidence items you can open';
export const auditorVisibilityMessage = 'visibility must be shared: an Auditor’s comments are shared with the team';

export const requireVisibility = (actor: MemberActor, visibility: CommentVisibility) => {
  if (!visibilitiesFor(actor.role).includes(visibility)) throw new AppError(400, auditorVisibilityMessage);
};

/** Mentions name active members of the author's organisation; linked evidence is what the author may open. */
export const requireLinks = async (
  db: Db,
  actor: MemberActor,
  { mentionIds, evidenceIds }: { mentionIds: string[]; evidenceIds: string[] },
): Promise<void> => {
  const members = await findActiveMembers(db, actor.organizationId, mentionIds);
  if (members.length !== mentionIds.length) throw new AppError(400, unknownMentionMessage);
  if (evidenceIds.length === 0) return;
  if (!hasPermission(actor.role, 'evidence:read')) throw new AppError(400, unknownEvidenceMessage);
  for (const id of evidenceIds) {
    if (!(await findEvidenceRef(db, actor, id))) throw new AppError(400, unknownEvidenceMessage);
  }
};
