import type { ReviewSubjectType } from '@/contracts/review';
import type { ReviewRow } from './repository';
import type { ReviewedWork } from './subjects';
import { fingerprintOf } from './toReview';

type Subject = { organizationId: string; subjectType: ReviewSubjectType; subjectId: string };

/**
 * The round the work is in: the one stored, or, for work submitted by the change that made it, the round that change
 * opened, which is stored when it is decided.
 */
export const currentRound = (subject: Subject, work: ReviewedWork, stored: ReviewRow | undefined) => {
  if (!work.submission || work.content === null) return stored;
  const fingerprint = fingerprintOf(work.content);
  if (stored?.fingerprint === fingerprint) return stored;
  const opened: ReviewRow = {
    organization_id: subject.organizationId,
    subject_type: subject.subjectType,
    subject_id: subject.subjectId,
    state: 'pending',
    round: (stored?.round ?? 0) + 1,
    fingerprint,
    submitted_by: work.submission.by,
    submitted_by_label: work.submission.byLabel,
    submitted_at: work.submission.at,
    reviewed_by: null,
    reviewed_by_label: null,
    reviewed_at: null,
    note: null,
    self_reviewed: 0,
  };
  return opened;
};
