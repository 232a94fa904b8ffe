import type { Db } from '../../db/database';
import type { CommentSubject } from '@/contracts/comments';

const ofSubject = (db: Db, organizationId: string, subject: CommentSubject) =>
  db
    .selectFrom('comment_watchers')
    .where('organization_id', '=', organizationId)
    .where('subject_type', '=', subject.subjectType)
    .where('subject_id', '=', subject.subjectId);

/** Each member's explicit choice on the subject: true to watch, false to stop; absent when they never chose. */
export const listWatchChoices = async (
  db: Db,
  organizationId: string,
  subject: CommentSubject,
): Promise<Map<string, boolean>> => {
  const rows = await ofSubject(db, organizationId, subject).select(['user_id', 'watching']).execute();
  return new Map(rows.map((row) => [row.user_id, row.watching === 1]));
};

export const saveWatchChoice = async (
  db: Db,
  organizationId: string,
  subject: CommentSubject,
  userId: string,
  watching: boolean,
  now: string,
): Promise<void> => {
  await db
    .insertInto('comment_watchers')
    .values({
      organization_id: organizationId,
      subject_type: subject.subjectType,
      subject_id: subject.subjectId,
      user_id: userId,
      watching: watching ? 1 : 0,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['organization_id', 'subject_type', 'subject_id', 'user_id'])
        .doUpdateSet({ watching: watching ? 1 : 0, updated_at: now }),
    )
    .execute();
};
