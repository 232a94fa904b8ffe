import { type Selectable, sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { CommentsTable } from '../../db/schema';
import type { CommentSubject, CommentVisibility } from '@/contracts/comments';
import { likeEscaped } from '../auditLogs';

export type CommentRow = Selectable<CommentsTable> & { author_name: string | null };

const withAuthor = (db: Db) =>
  db
    .selectFrom('comments')
    .leftJoin('users as authors', 'authors.id', 'comments.author_id')
    .selectAll('comments')
    .select('authors.name as author_name');

export type ThreadFilter = { visibilities: CommentVisibility[]; q?: string };

/** The subject's comments a reader may see, oldest first; a search keeps those whose text contains `q`. */
export const listThreadRows = (
  db: Db,
  organizationId: string,
  subject: CommentSubject,
  { visibilities, q }: ThreadFilter,
): Promise<CommentRow[]> => {
  let query = withAuthor(db)
    .where('comments.organization_id', '=', organizationId)
    .where('comments.subject_type', '=', subject.subjectType)
    .where('comments.subject_id', '=', subject.subjectId)
    .where('comments.visibility', 'in', visibilities);
  if (q) {
    const pattern = `%${likeEscaped(q)}%`;
    query = query.where(sql<SqlBool>`lower(comments.body) like lower(${pattern}) escape '\\'`);
  }
  return query.orderBy('comments.created_at').orderBy('comments.id').execute();
};

export const findCommentRow = (db: Db, organizationId: string, id: string): Promise<CommentRow | undefined> =>
  withAuthor(db)
    .where('comments.organization_id', '=', organizationId)
    .where('comments.id', '=', id)
    .executeTakeFirst();

export const insertCommentRow = async (db: Db, row: Selectable<CommentsTable>): Promise<void> => {
  await db.insertInto('comments').values(row).execute();
};

export const updateCommentRow = async (
  db: Db,
  organizationId: string,
  id: string,
  changes: Pick<CommentsTable, 'body'> & Partial<Pick<CommentsTable, 'edited_at' | 'deleted_at'>>,
): Promise<void> => {
  await db
    .updateTable('comments')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
};

/** Everyone who has a comment standing on the subject. */
export const listCommenterIds = async (db: Db, organizationId: string, subject: CommentSubject): Promise<string[]> => {
  const rows = await db
    .selectFrom('comments')
    .select('author_id')
    .distinct()
    .where('organization_id', '=', organizationId)
    .where('subject_type', '=', subject.subjectType)
    .where('subject_id', '=', subject.subjectId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.flatMap((row) => (row.author_id === null ? [] : [row.author_id]));
};
