import type { Db } from '../../db/database';
import type { CommentSubject, CommentVisibility } from '@/contracts/comments';
import { findActiveMembers } from './memberRows';
import { readableSubject, visibilitiesFor } from './readers';
import type { ResolvedSubject } from './subjects';

export type CommentRecipient = { userId: string; subject: ResolvedSubject };

/**
 * The active members among `ids` who may read the comment: its subject as their role and clearance see it, and its
 * visibility. The others are not told, so nothing of the subject reaches them.
 */
export const readersAmong = async (
  db: Db,
  organizationId: string,
  ids: string[],
  comment: CommentSubject & { visibility: CommentVisibility },
): Promise<CommentRecipient[]> => {
  const members = await findActiveMembers(db, organizationId, ids);
  const readers: CommentRecipient[] = [];
  for (const member of members) {
    if (!visibilitiesFor(member.role).includes(comment.visibility)) continue;
    const subject = await readableSubject(db, { organizationId, userId: member.id, role: member.role }, comment);
    if (subject) readers.push({ userId: member.id, subject });
  }
  return readers;
};
