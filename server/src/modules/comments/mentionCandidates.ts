import type { MemberActor } from '../../core/actor';
import type { Db } from '../../db/database';
import type { CommentSubject, MentionCandidate } from '@/contracts/comments';
import { searchActiveMembers } from './memberRows';
import { readableSubject, requireSubject } from './readers';

const candidateLimit = 20;

/**
 * The active members of the reader's organisation whose name or email starts with `q`, and whether each may read
 * the subject (their role, and for evidence their clearance): one who may not is never told of a mention.
 */
export const listMentionCandidates = async (
  db: Db,
  actor: MemberActor,
  query: CommentSubject & { q?: string },
): Promise<{ members: MentionCandidate[] }> => {
  const subject = { subjectType: query.subjectType, subjectId: query.subjectId };
  await requireSubject(db, actor, subject);
  const members = await searchActiveMembers(db, actor.organizationId, query.q, candidateLimit);
  const candidates: MentionCandidate[] = [];
  for (const member of members) {
    const reader = { organizationId: actor.organizationId, userId: member.id, role: member.role };
    candidates.push({
      id: member.id,
      name: member.name,
      canRead: (await readableSubject(db, reader, subject)) !== null,
    });
  }
  return { members: candidates };
};
