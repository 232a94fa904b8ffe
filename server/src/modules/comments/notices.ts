import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import type { Db } from '../../db/database';
import type { CommentSubject, CommentVisibility } from '@/contracts/comments';
import { alertEmailJobName, type AlertMessage } from '../alerts';
import { type NotificationDraft, notify } from '../notifications';
import { commentLink } from './commentLink';
import { type CommentRecipient, readersAmong } from './recipients';
import type { ResolvedSubject } from './subjects';
import { listWatcherIds } from './watching';

export type PostedComment = CommentSubject & { id: string; body: string; visibility: CommentVisibility };

const excerptLength = 140;
const excerpt = (body: string) => (body.length > excerptLength ? `${body.slice(0, excerptLength - 1)}…` : body);

const draft = (
  actor: MemberActor,
  comment: PostedComment,
  { userId, subject }: CommentRecipient,
  kind: 'mentioned' | 'commentAdded',
): NotificationDraft => ({
  organizationId: actor.organizationId,
  userId,
  kind,
  title:
    kind === 'mentioned'
      ? `${actor.name} mentioned you on ${subject.title}`
      : `${actor.name} commented on ${subject.title}`,
  body: excerpt(comment.body),
  link: commentLink(subject, comment.id),
});

/**
 * In the comment's transaction: the members it mentions hear of the mention, the subject's watchers of the comment
 * (a mentioned watcher once, as mentioned); never the author, and only those who may read it. Answers the mentioned
 * members told, for their emails once the comment has committed.
 */
export const notifyComment = async (
  trx: Db,
  actor: MemberActor,
  comment: PostedComment,
  subject: ResolvedSubject,
  mentionIds: string[],
  now: string,
): Promise<CommentRecipient[]> => {
  const others = (ids: string[]) => ids.filter((id) => id !== actor.userId);
  const mentioned = await readersAmong(trx, actor.organizationId, others(mentionIds), comment);
  const watcherIds = await listWatcherIds(trx, actor.organizationId, comment, subject);
  const told = new Set(mentionIds);
  const watchers = await readersAmong(
    trx,
    actor.organizationId,
    others(watcherIds).filter((id) => !told.has(id)),
    comment,
  );
  await notify(
    trx,
    [
      ...mentioned.map((recipient) => draft(actor, comment, recipient, 'mentioned')),
      ...watchers.map((recipient) => draft(actor, comment, recipient, 'commentAdded')),
    ],
    now,
  );
  return mentioned;
};

/** In the edit's transaction: only the members the edit newly mentions hear of it. */
export const notifyNewMentions = async (
  trx: Db,
  actor: MemberActor,
  comment: PostedComment,
  mentionIds: string[],
  now: string,
): Promise<CommentRecipient[]> => {
  const mentioned = await readersAmong(
    trx,
    actor.organizationId,
    mentionIds.filter((id) => id !== actor.userId),
    comment,
  );
  await notify(
    trx,
    mentioned.map((recipient) => draft(actor, comment, recipient, 'mentioned')),
    now,
  );
  return mentioned;
};

const mentionEmail = (actor: MemberActor, comment: PostedComment, { subject }: CommentRecipient): AlertMessage => ({
  subject: `${actor.name} mentioned you on ${subject.title}`,
  heading: 'You were mentioned in a comment',
  intro: `${actor.name} mentioned you in a comment on ${subject.title}:`,
  items: [excerpt(comment.body)],
  action: { label: 'Open the comment', path: commentLink(subject, comment.id) },
});

/**
 * Once the comment has committed: an email to each member told of the mention, if their settings still want mention
 * emails when it is sent. Not to Slack: the organisation's channel is not the member's inbox, and may hold people
 * who cannot read the subject. Queuing is best effort: the comment and its bell notifications stand without it.
 */
export const queueMentionEmails = async (
  deps: Pick<AppDeps, 'jobs' | 'log'>,
  actor: MemberActor,
  comment: PostedComment,
  mentioned: CommentRecipient[],
): Promise<void> => {
  for (const recipient of mentioned) {
    try {
      await deps.jobs.enqueue(
        alertEmailJobName,
        {
          organizationId: actor.organizationId,
          userId: recipient.userId,
          preference: 'mentions',
          message: mentionEmail(actor, comment, recipient),
        },
        { singletonKey: `comment-mention:${comment.id}:${recipient.userId}` },
      );
    } catch (error) {
      deps.log.warn({ err: error, commentId: comment.id }, 'The mention email could not be queued');
    }
  }
};
