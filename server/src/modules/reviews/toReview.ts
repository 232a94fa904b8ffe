import { hasPermission } from '@/contracts/permissions';
import type { Review, ReviewSubjectType } from '@/contracts/review';
import { sha256Hex } from '../../lib/sha256';
import type { ApprovalRow } from './approvalRepository';
import type { ReviewRow } from './repository';
import { type ReviewedWork, type ReviewViewer, reviewSubjects } from './subjects';

export const fingerprintOf = sha256Hex;

const personOf = (id: string | null, name: string | null) => (name === null ? null : { id, name });

/** Whether the work lets this member approve it: anyone whose role may decide, or only the approvers it names. */
export const isNamedApprover = (work: ReviewedWork, userId: string) =>
  !work.approval?.approvers.length || work.approval.approvers.some((approver) => approver.id === userId);

/** The work's review as `viewer` reads it: its round, the approvals it has gathered, and what they may do next. */
export const toReview = (
  subject: { subjectType: ReviewSubjectType; subjectId: string },
  work: ReviewedWork,
  row: ReviewRow | undefined,
  viewer: Pick<ReviewViewer, 'userId' | 'role'>,
  approvals: ApprovalRow[],
): Review => {
  const declaration = reviewSubjects[subject.subjectType];
  const changed = row !== undefined && (work.content === null || fingerprintOf(work.content) !== row.fingerprint);
  const pending = row?.state === 'pending';
  const given = pending ? approvals : [];
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
    approvers: work.approval?.approvers ?? [],
    quorum: work.approval?.quorum ?? 1,
    approvals: given.map((approval) => ({ id: approval.user_id, name: approval.user_label, at: approval.approved_at })),
    changedSinceSubmission: changed,
    canSubmit:
      !declaration.submittedByChange &&
      hasPermission(viewer.role, declaration.submit) &&
      work.content !== null &&
      (!pending || changed),
    canDecide:
      hasPermission(viewer.role, declaration.decide) &&
      pending &&
      !changed &&
      isNamedApprover(work, viewer.userId) &&
      !given.some((approval) => approval.user_id === viewer.userId),
  };
};
