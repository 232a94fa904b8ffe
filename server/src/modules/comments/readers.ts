import { AppError } from '../../core/appError';
import type { Db } from '../../db/database';
import { type CommentSubject, type CommentVisibility, commentVisibilities } from '@/contracts/comments';
import type { Role } from '@/contracts/enums';
import { hasPermission, missingPermissionMessage } from '@/contracts/permissions';
import { commentSubjects, type ResolvedSubject, type SubjectReader } from './subjects';

/** An Auditor is outside the team: they read and write shared comments only; members read both. */
export const visibilitiesFor = (role: Role): CommentVisibility[] =>
  role === 'Auditor' ? ['shared'] : [...commentVisibilities];

export const subjectNotFound = (subject: Pick<CommentSubject, 'subjectType'>) =>
  `${commentSubjects[subject.subjectType].noun} not found`;

/** The subject, if the reader's role and clearance let them read it; null for them otherwise. */
export const readableSubject = async (
  db: Db,
  reader: SubjectReader,
  subject: CommentSubject,
): Promise<ResolvedSubject | null> => {
  const declaration = commentSubjects[subject.subjectType];
  if (!hasPermission(reader.role, declaration.permission)) return null;
  return declaration.resolve(db, reader, subject.subjectId);
};

/** The subject for a request: 403 naming the permission the role lacks, 404 when it is not there for them. */
export const requireSubject = async (
  db: Db,
  reader: SubjectReader,
  subject: CommentSubject,
): Promise<ResolvedSubject> => {
  const { permission } = commentSubjects[subject.subjectType];
  if (!hasPermission(reader.role, permission)) throw new AppError(403, missingPermissionMessage(permission));
  const resolved = await readableSubject(db, reader, subject);
  if (!resolved) throw new AppError(404, subjectNotFound(subject));
  return resolved;
};
