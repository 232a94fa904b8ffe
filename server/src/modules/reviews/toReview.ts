import type { Role } from '@/contracts/enums';
import { hasPermission } from '@/contracts/permissions';
import type { Review, ReviewSubjectType } from '@/contracts/review';
import { sha256Hex } from '../../lib/sha256';
import type { ReviewRow } from './repository';
import { type ReviewedWork, reviewSubjects } from './subjects';

export const fingerprintOf = sha256Hex;

const personOf = (id: string | null, name: string | null) => (name === null ? null : { id, name });

/** The work's review as a member with `role` reads it: its round, and what they may do next. */
export const toReview = (
  subject: { subjectType: ReviewSubjectType; subjectId: string },
  work: ReviewedWork,
  row: ReviewRow | undefined,
  role: Role,
): Review => {
  const declaration = reviewSubjects[subject.subjectType];
  const changed = row !== undefined && (work.content === null || fingerprintOf(work.content) !== row.fingerprint);
  const pending = row?.state === 'pending';
  return {
    ...subject,
    title: work.title,
    link: work.link,
    state: row?.state ?? null,
    round: row?.round ?? 0,
    submittedBy: row ? personOf(row.submitted_by, row.submitted_by_label) : null,
    submittedAt: row?.submitted_at ?? null,
    reviewedBy: row ? personOf(row.reviewed_by, row.reviewed_by_label) : null,
    reviewedAt: row?.reviewed_at ?? null,
    note: row?.note ?? null,
    selfReviewed: row?.self_reviewed === 1,
    changedSinceSubmission: changed,
    canSubmit:
      !declaration.submittedByChange &&
      hasPermission(role, declaration.submit) &&
      work.content !== null &&
      (!pending || changed),
    canDecide: hasPermission(role, declaration.decide) && pending && !changed,
  };
};
