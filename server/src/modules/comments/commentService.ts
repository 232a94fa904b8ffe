import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { z } from 'zod';
import {
  type Comment,
  commentEditWindowClosedMessage,
  type createCommentBody,
  type updateCommentBody,
} from '@/contracts/comments';
import { commentAuditActions } from './auditActions';
import { auditComment } from './auditComment';
import { requireLinks, requireVisibility } from './commentInput';
import { listCommentLinks, saveCommentLinks } from './commentLinks';
import { findCommentRow, insertCommentRow, updateCommentRow } from './commentRows';
import { notifyComment, notifyNewMentions, queueMentionEmails } from './notices';
import { requireSubject } from './readers';
import { commentNotFound, requireComment } from './requireComment';
import { toComments, withinEditWindow } from './toComment';

type CommentPost = z.output<typeof createCommentBody>;
type CommentEdit = z.output<typeof updateCommentBody>;

export type CommentWriteDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'log'>;

export const notTheAuthorMessage = 'Only the author may edit a comment';
export const notAllowedToDeleteMessage = 'Only the author or an Admin may delete a comment';
export const deletedCommentMessage = 'This comment was deleted';

const readBack = async (deps: CommentWriteDeps, actor: MemberActor, id: string): Promise<Comment> => {
  const row = await findCommentRow(deps.db, actor.organizationId, id);
  const [comment] = row ? await toComments(deps.db, actor, [row], deps.clock()) : [];
  if (!comment) throw new AppError(404, commentNotFound);
  return comment;
};

/** Posts a comment (audited); the mentioned and the watchers who may read it are told. */
export const postComment = async (deps: CommentWriteDeps, actor: MemberActor, body: CommentPost): Promise<Comment> => {
  const subject = { subjectType: body.subjectType, subjectId: body.subjectId };
  const resolved = await requireSubject(deps.db, actor, subject);
  requireVisibility(actor, body.visibility);
  await requireLinks(deps.db, actor, body);
  const id = crypto.randomUUID();
  const now = isoNow(deps.clock);
  const posted = { id, ...subject, body: body.body, visibility: body.visibility };
  const mentioned = await deps.db.transaction().execute(async (trx) => {
    await insertCommentRow(trx, {
      id,
      organization_id: actor.organizationId,
      subject_type: subject.subjectType,
      subject_id: subject.subjectId,
      author_id: actor.userId,
      body: body.body,
      visibility: body.visibility,
      created_at: now,
      edited_at: null,
      deleted_at: null,
    });
    await saveCommentLinks(trx, id, body);
    await auditComment(trx, actor, posted, resolved, commentAuditActions.posted, now);
    return notifyComment(trx, actor, posted, resolved, body.mentionIds, now);
  });
  await queueMentionEmails(deps, actor, posted, mentioned);
  return readBack(deps, actor, id);
};

/** The author corrects their comment within the edit window (audited); members it newly mentions are told. */
export const editComment = async (
  deps: CommentWriteDeps,
  actor: MemberActor,
  id: string,
  body: CommentEdit,
): Promise<Comment> => {
  const { row, subject } = await requireComment(deps.db, actor, id);
  if (row.author_id !== actor.userId) throw new AppError(403, notTheAuthorMessage);
  if (row.deleted_at !== null) throw new AppError(409, deletedCommentMessage);
  if (!withinEditWindow(row.created_at, deps.clock())) throw new AppError(409, commentEditWindowClosedMessage);
  await requireLinks(deps.db, actor, body);
  const before = (await listCommentLinks(deps.db, [id])).get(id)?.mentions.map((member) => member.id) ?? [];
  const added = body.mentionIds.filter((userId) => !before.includes(userId));
  const now = isoNow(deps.clock);
  const edited = {
    id,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    body: body.body,
    visibility: row.visibility,
  };
  const mentioned = await deps.db.transaction().execute(async (trx) => {
    await updateCommentRow(trx, actor.organizationId, id, { body: body.body, edited_at: now });
    await saveCommentLinks(trx, id, body);
    await auditComment(trx, actor, row, subject, commentAuditActions.edited, now);
    return notifyNewMentions(trx, actor, edited, added, now);
  });
  await queueMentionEmails(deps, actor, edited, mentioned);
  return readBack(deps, actor, id);
};

/** The author or an Admin removes a comment's text (audited); it stays in the thread as a tombstone. */
export const deleteComment = async (deps: CommentWriteDeps, actor: MemberActor, id: string): Promise<Comment> => {
  const { row, subject } = await requireComment(deps.db, actor, id);
  if (row.author_id !== actor.userId && actor.role !== 'Admin') throw new AppError(403, notAllowedToDeleteMessage);
  if (row.deleted_at !== null) throw new AppError(409, deletedCommentMessage);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await updateCommentRow(trx, actor.organizationId, id, { body: '', deleted_at: now });
    await saveCommentLinks(trx, id, { mentionIds: [], evidenceIds: [] });
    await auditComment(trx, actor, row, subject, commentAuditActions.deleted, now);
  });
  return readBack(deps, actor, id);
};
