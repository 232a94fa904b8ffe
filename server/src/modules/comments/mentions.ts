import type { Db } from '../../db/database';
import type { CommentSubject, CommentSubjectType } from '@/contracts/comments';
import { commentLink } from './commentLink';
import { readableSubject, visibilitiesFor } from './readers';
import type { ResolvedSubject, SubjectReader } from './subjects';

export type MentionOfMember = {
  commentId: string;
  subjectType: CommentSubjectType;
  subjectId: string;
  subjectTitle: string;
  /** The subject's in-app path, opened at the comment. */
  link: string;
  excerpt: string;
  author: { id: string; name: string } | null;
  createdAt: string;
};

const excerptLength = 140;
// Mentions on subjects the member may no longer read are skipped, so rows are read a few pages at a time.
const pageSize = 50;

const mentionPage = (db: Db, reader: SubjectReader, offset: number) =>
  db
    .selectFrom('comment_mentions')
    .innerJoin('comments', 'comments.id', 'comment_mentions.comment_id')
    .leftJoin('users as authors', 'authors.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.subject_type',
      'comments.subject_id',
      'comments.body',
      'comments.created_at',
      'comments.author_id',
      'authors.name as author_name',
    ])
    .where('comment_mentions.user_id', '=', reader.userId)
    .where('comments.organization_id', '=', reader.organizationId)
    .where('comments.deleted_at', 'is', null)
    .where('comments.visibility', 'in', visibilitiesFor(reader.role))
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();

/**
 * The latest comments that mention the member, newest first, on subjects they may still read (a role changed, an
 * item reclassified: those drop out); an Auditor's list holds shared comments only.
 */
export const listMentions = async (db: Db, reader: SubjectReader, limit: number): Promise<MentionOfMember[]> => {
  const subjects = new Map<string, Promise<ResolvedSubject | null>>();
  const subjectOf = (subject: CommentSubject) => {
    const key = `${subject.subjectType} ${subject.subjectId}`;
    let resolved = subjects.get(key);
    if (!resolved) {
      resolved = readableSubject(db, reader, subject);
      subjects.set(key, resolved);
    }
    return resolved;
  };
  const mentions: MentionOfMember[] = [];
  for (let offset = 0; mentions.length < limit; offset += pageSize) {
    const rows = await mentionPage(db, reader, offset);
    for (const row of rows) {
      const subject = { subjectType: row.subject_type, subjectId: row.subject_id };
      const resolved = await subjectOf(subject);
      if (!resolved || mentions.length >= limit) continue;
      mentions.push({
        commentId: row.id,
        ...subject,
        subjectTitle: resolved.title,
        link: commentLink(resolved, row.id),
        excerpt: row.body.slice(0, excerptLength),
        author:
          row.author_id === null || row.author_name === null ? null : { id: row.author_id, name: row.author_name },
        createdAt: row.created_at,
      });
    }
    if (rows.length < pageSize) break;
  }
  return mentions;
};
