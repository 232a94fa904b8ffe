import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import type { Db } from '../../db/database';
import { type CommentRow, findCommentRow } from './commentRows';
import { readableSubject, visibilitiesFor } from './readers';
import type { ResolvedSubject } from './subjects';

export const commentNotFound = 'Comment not found';

/**
 * A comment of the actor's organisation on a subject they may read, in a visibility they may read: otherwise, to
 * them, it is not there.
 */
export const requireComment = async (
  db: Db,
  actor: MemberActor,
  id: string,
): Promise<{ row: CommentRow; subject: ResolvedSubject }> => {
  const row = await findCommentRow(db, actor.organizationId, id);
  if (!row || !visibilitiesFor(actor.role).includes(row.visibility)) throw new AppError(404, commentNotFound);
  const subject = await readableSubject(db, actor, { subjectType: row.subject_type, subjectId: row.subject_id });
  if (!subject) throw new AppError(404, commentNotFound);
  return { row, subject };
};
