import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import type { CommentSubject, CommentThread } from '@/contracts/comments';
import { hasPermission } from '@/contracts/permissions';
import { listThreadRows } from './commentRows';
import { requireSubject, visibilitiesFor } from './readers';
import { toComments } from './toComment';
import { listWatcherIds } from './watching';

export type CommentDeps = Pick<AppDeps, 'db' | 'clock'>;

/** A subject's thread as the reader may see it, oldest first; deleted comments stay in place, emptied. */
export const readThread = async (
  { db, clock }: CommentDeps,
  actor: MemberActor,
  query: CommentSubject & { q?: string },
): Promise<CommentThread> => {
  const subject = { subjectType: query.subjectType, subjectId: query.subjectId };
  const resolved = await requireSubject(db, actor, subject);
  const visibilities = visibilitiesFor(actor.role);
  const [rows, watcherIds] = await Promise.all([
    listThreadRows(db, actor.organizationId, subject, { visibilities, q: query.q }),
    listWatcherIds(db, actor.organizationId, subject, resolved),
  ]);
  return {
    subject: { ...subject, title: resolved.title, link: resolved.link },
    comments: await toComments(db, actor, rows, clock()),
    watching: watcherIds.includes(actor.userId),
    canComment: hasPermission(actor.role, 'comments:post'),
    visibilities,
  };
};
