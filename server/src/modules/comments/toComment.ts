import type { Db } from '../../db/database';
import { type Comment, commentEditWindowMinutes } from '@/contracts/comments';
import { hasPermission } from '@/contracts/permissions';
import { findEvidenceRef } from '../evidence';
import { type CommentLinks, listCommentLinks } from './commentLinks';
import type { CommentRow } from './commentRows';
import type { SubjectReader } from './subjects';

const editWindowMs = commentEditWindowMinutes * 60 * 1000;

/** Whether an author may still correct the comment at `now`. */
export const withinEditWindow = (createdAt: string, now: Date) => now.getTime() - Date.parse(createdAt) < editWindowMs;

/** The linked items the reader may see, by id; the others are, to them, not linked. */
const visibleEvidence = async (db: Db, reader: SubjectReader, links: CommentLinks[]) => {
  const names = new Map<string, string>();
  if (!hasPermission(reader.role, 'evidence:read')) return names;
  for (const id of new Set(links.flatMap((link) => link.evidenceIds))) {
    const item = await findEvidenceRef(db, reader, id);
    if (item) names.set(id, item.name);
  }
  return names;
};

/** Comments as the reader sees them: what they may do with each, and the evidence they may open. */
export const toComments = async (db: Db, reader: SubjectReader, rows: CommentRow[], now: Date): Promise<Comment[]> => {
  const links = await listCommentLinks(
    db,
    rows.map((row) => row.id),
  );
  const evidence = await visibleEvidence(db, reader, [...links.values()]);
  return rows.map((row) => {
    const deleted = row.deleted_at !== null;
    const mine = row.author_id === reader.userId;
    const link = links.get(row.id) ?? { mentions: [], evidenceIds: [] };
    return {
      id: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      author: row.author_id === null || row.author_name === null ? null : { id: row.author_id, name: row.author_name },
      body: deleted ? '' : row.body,
      visibility: row.visibility,
      mentions: deleted ? [] : link.mentions,
      evidence: deleted
        ? []
        : link.evidenceIds.flatMap((id) => {
            const name = evidence.get(id);
            return name === undefined ? [] : [{ id, name }];
          }),
      createdAt: row.created_at,
      editedAt: row.edited_at,
      deletedAt: row.deleted_at,
      canEdit: mine && !deleted && withinEditWindow(row.created_at, now),
      canDelete: (mine || reader.role === 'Admin') && !deleted,
    };
  });
};
