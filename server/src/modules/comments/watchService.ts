import type { MemberActor } from '../../core/actor';
import { isoNow } from '../../lib/clock';
import type { CommentSubject } from '@/contracts/comments';
import { requireSubject } from './readers';
import type { CommentDeps } from './threadService';
import { saveWatchChoice } from './watchRows';

/** Records the reader's choice to follow the subject's comments or not; it holds over ownership and commenting. */
export const setWatching = async (
  { db, clock }: CommentDeps,
  actor: MemberActor,
  { subjectType, subjectId, watching }: CommentSubject & { watching: boolean },
): Promise<{ watching: boolean }> => {
  const subject = { subjectType, subjectId };
  await requireSubject(db, actor, subject);
  await saveWatchChoice(db, actor.organizationId, subject, actor.userId, watching, isoNow(clock));
  return { watching };
};
