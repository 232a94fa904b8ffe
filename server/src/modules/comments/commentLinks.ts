import type { Db } from '../../db/database';

export type CommentLinks = { mentions: { id: string; name: string }[]; evidenceIds: string[] };

/** Each comment's mentioned members (by name) and linked evidence, for the comments given. */
export const listCommentLinks = async (db: Db, commentIds: string[]): Promise<Map<string, CommentLinks>> => {
  const links = new Map<string, CommentLinks>(commentIds.map((id) => [id, { mentions: [], evidenceIds: [] }]));
  if (commentIds.length === 0) return links;
  const [mentions, evidence] = await Promise.all([
    db
      .selectFrom('comment_mentions')
      .innerJoin('users', 'users.id', 'comment_mentions.user_id')
      .select(['comment_mentions.comment_id', 'users.id', 'users.name'])
      .where('comment_mentions.comment_id', 'in', commentIds)
      .orderBy('users.name')
      .execute(),
    db
      .selectFrom('comment_evidence')
      .select(['comment_id', 'evidence_id'])
      .where('comment_id', 'in', commentIds)
      .orderBy('evidence_id')
      .execute(),
  ]);
  for (const { comment_id, id, name } of mentions) links.get(comment_id)?.mentions.push({ id, name });
  for (const { comment_id, evidence_id } of evidence) links.get(comment_id)?.evidenceIds.push(evidence_id);
  return links;
};

/** Replaces a comment's mentions and linked evidence with those given. */
export const saveCommentLinks = async (
  db: Db,
  commentId: string,
  { mentionIds, evidenceIds }: { mentionIds: string[]; evidenceIds: string[] },
): Promise<void> => {
  await db.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
  await db.deleteFrom('comment_evidence').where('comment_id', '=', commentId).execute();
  if (mentionIds.length > 0) {
    await db
      .insertInto('comment_mentions')
      .values(mentionIds.map((user_id) => ({ comment_id: commentId, user_id })))
      .execute();
  }
  if (evidenceIds.length > 0) {
    await db
      .insertInto('comment_evidence')
      .values(evidenceIds.map((evidence_id) => ({ comment_id: commentId, evidence_id })))
      .execute();
  }
};
