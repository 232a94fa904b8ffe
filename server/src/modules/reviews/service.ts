import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { hasPermission, missingPermissionMessage, type Permission } from '@/contracts/permissions';
import { type Review, type ReviewBody, type ReviewSubjectType, reviewSubjectTypes } from '@/contracts/review';
import { postComment } from '../comments';
import { requireFourEyes } from '../settings';
import { reviewAuditActions } from './auditActions';
import { addRoundApproval, type ApprovalRow, holdPendingRound, listRoundApprovals } from './approvalRepository';
import { currentRound } from './currentRound';
import {
  findReviewRow,
  findReviewRows,
  listPendingRows,
  type ReviewRow,
  saveDecision,
  saveSubmission,
} from './repository';
import { type ReviewedWork, type ReviewViewer, reviewSubjects } from './subjects';
import { fingerprintOf, isNamedApprover, toReview } from './toReview';

export type ReviewDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'log'>;
type ReadDeps = Pick<AppDeps, 'db' | 'clock'>;
type Subject = { subjectType: ReviewSubjectType; subjectId: string };

export const nothingToSubmitMessage = 'There is nothing to submit yet: write it first';
export const alreadyPendingMessage = 'This is already awaiting review';
export const nothingPendingMessage = 'Nothing awaits review here';
export const changedSinceSubmissionMessage = 'It changed after it was submitted: submit it again before it is reviewed';
export const notAnApproverMessage = 'Only the approvers named for this work may decide its review';
export const alreadyApprovedMessage = 'You approved this round already: it waits for the other approvers';

const namesOf = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const requireWork = async (deps: ReadDeps, actor: MemberActor, subject: Subject): Promise<ReviewedWork> => {
  const declaration = reviewSubjects[subject.subjectType];
  const work = await declaration.resolve(deps.db, actor, subject.subjectId);
  if (!work) throw new AppError(404, `${declaration.noun} not found`);
  return work;
};

const requirePermission = (actor: MemberActor, permission: Permission) => {
  if (!hasPermission(actor.role, permission)) throw new AppError(403, missingPermissionMessage(permission));
};

const roundOf = async (deps: ReadDeps, actor: MemberActor, subject: Subject, work: ReviewedWork) =>
  currentRound(
    { organizationId: actor.organizationId, ...subject },
    work,
    await findReviewRow(deps.db, actor.organizationId, subject.subjectType, subject.subjectId),
  );

const approvalsOf = (db: ReadDeps['db'], round: ReviewRow | undefined) =>
  round?.state === 'pending' ? listRoundApprovals(db, round) : Promise.resolve([]);

const readBack = async (deps: ReadDeps, actor: MemberActor, subject: Subject): Promise<Review> => {
  const work = await requireWork(deps, actor, subject);
  const round = await roundOf(deps, actor, subject, work);
  return toReview(subject, work, round, actor, await approvalsOf(deps.db, round));
};

export const readReview = readBack;

/** Submits the work as it stands (again, after changes were asked for or it was edited): a new round opens. */
export const submitForReview = async (deps: ReadDeps, actor: MemberActor, subject: Subject): Promise<Review> => {
  const declaration = reviewSubjects[subject.subjectType];
  requirePermission(actor, declaration.submit);
  const work = await requireWork(deps, actor, subject);
  if (declaration.submittedByChange) throw new AppError(409, declaration.submittedByChange.resubmitRefusal);
  if (work.content === null) throw new AppError(409, nothingToSubmitMessage);
  const before = await findReviewRow(deps.db, actor.organizationId, subject.subjectType, subject.subjectId);
  const fingerprint = fingerprintOf(work.content);
  if (before?.state === 'pending' && before.fingerprint === fingerprint) throw new AppError(409, alreadyPendingMessage);
  const at = isoNow(deps.clock);
  const round = (before?.round ?? 0) + 1;
  await deps.db.transaction().execute(async (trx) => {
    await saveSubmission(trx, {
      organization_id: actor.organizationId,
      subject_type: subject.subjectType,
      subject_id: subject.subjectId,
      state: 'pending',
      round,
      fingerprint,
      submitted_by: actor.userId,
      submitted_by_label: actor.name,
      submitted_at: at,
      reviewed_by: null,
      reviewed_by_label: null,
      reviewed_at: null,
      note: null,
      self_reviewed: 0,
    });
    await declaration.recorded?.(trx, actor.organizationId, subject.subjectId, {
      state: 'pending',
      fingerprint,
      byLabel: actor.name,
      at,
      note: null,
      selfReviewed: false,
    });
    await recordAudit(trx, actor, {
      action: reviewAuditActions.submitted,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} submitted the ${work.title} for review${round > 1 ? ` (round ${round})` : ''}`,
      resource: `review:${subject.subjectType}:${subject.subjectId}`,
      at,
    });
  });
  return readBack(deps, actor, subject);
};

/**
 * Approves the round, or sends the work back: the changes asked for are posted in the work's thread too, naming the
 * submitter, so the conversation about them happens where the work is.
 */
export const decideReview = async (
  deps: ReviewDeps,
  actor: MemberActor,
  subject: Subject,
  decision: ReviewBody,
): Promise<Review> => {
  const declaration = reviewSubjects[subject.subjectType];
  requirePermission(actor, declaration.decide);
  const work = await requireWork(deps, actor, subject);
  const stored = await findReviewRow(deps.db, actor.organizationId, subject.subjectType, subject.subjectId);
  const pending = currentRound({ organizationId: actor.organizationId, ...subject }, work, stored);
  if (pending?.state !== 'pending') throw new AppError(409, nothingPendingMessage);
  if (work.content === null || fingerprintOf(work.content) !== pending.fingerprint) {
    throw new AppError(409, changedSinceSubmissionMessage);
  }
  if (!isNamedApprover(work, actor.userId)) throw new AppError(403, notAnApproverMessage);
  const selfReviewed = await requireFourEyes(deps.db, actor, pending.submitted_by, declaration.selfReviewRefusal);
  const approved = decision.decision === 'approve';
  const quorum = approved ? (work.approval?.quorum ?? 1) : 1;
  const note = decision.note ?? null;
  const at = isoNow(deps.clock);
  const trail = declaration.trail ?? {
    ...reviewAuditActions,
    resource: (id: string) => `review:${subject.subjectType}:${id}`,
  };
  const self = selfReviewed ? ' (self-reviewed: they submitted it)' : '';
  const decidedBy = async (trx: AuditedTransaction) => {
    if (quorum === 1) return { names: actor.name, count: '' };
    if (!(await holdPendingRound(trx, pending))) throw new AppError(409, nothingPendingMessage);
    if (!(await addRoundApproval(trx, pending, { userId: actor.userId, label: actor.name, at }))) {
      throw new AppError(409, alreadyApprovedMessage);
    }
    const given = await listRoundApprovals(trx, pending);
    const count = ` (${given.length} of ${quorum} approvals)`;
    return given.length < quorum ? { names: null, count } : { names: namesOf(given.map((a) => a.user_label)), count };
  };
  await deps.db.transaction().execute(async (trx) => {
    if (stored?.round !== pending.round) await saveSubmission(trx, pending);
    const { names, count } = await decidedBy(trx);
    const described = `${actor.name} ${approved ? 'approved' : 'asked for changes to'} the ${work.title}, submitted by ${pending.submitted_by_label}${self}`;
    if (names === null) {
      await recordAudit(trx, actor, {
        action: trail.approved,
        severity: 'info',
        category: 'compliance',
        details: `${described}${count}${note ? `: ${note}` : ''}`,
        resource: trail.resource(subject.subjectId),
        at,
      });
      return;
    }
    const saved = await saveDecision(trx, pending, {
      state: approved ? 'approved' : 'changesRequested',
      reviewed_by: actor.userId,
      reviewed_by_label: names,
      reviewed_at: at,
      note,
      self_reviewed: selfReviewed ? 1 : 0,
    });
    if (!saved) throw new AppError(409, nothingPendingMessage);
    const remark = await declaration.recorded?.(trx, actor.organizationId, subject.subjectId, {
      state: approved ? 'approved' : 'changesRequested',
      fingerprint: pending.fingerprint,
      byLabel: names,
      at,
      note,
      selfReviewed,
    });
    await recordAudit(trx, actor, {
      action: approved ? trail.approved : trail.changesRequested,
      severity: approved ? 'success' : 'warning',
      category: 'compliance',
      details: `${described}${count}${note ? `: ${note}` : ''}${remark ?? ''}`,
      resource: trail.resource(subject.subjectId),
      at,
    });
  });
  if (!approved && note) {
    const submitter = pending.submitted_by;
    await postComment(deps, actor, {
      ...work.thread,
      body: `${submitter ? `@${pending.submitted_by_label} ` : ''}Changes requested on the ${work.title}:\n\n${note}`,
      visibility: 'internal',
      mentionIds: submitter && submitter !== actor.userId ? [submitter] : [],
      evidenceIds: [],
    });
  }
  return readBack(deps, actor, subject);
};

/** What awaits the member's decision: every pending round they may decide, but not their own submissions. */
export const listPendingReviews = async (deps: ReadDeps, actor: ReviewViewer): Promise<Review[]> => {
  const decidable = reviewSubjectTypes.filter((type) => hasPermission(actor.role, reviewSubjects[type].decide));
  const submitted = decidable.filter((type) => !reviewSubjects[type].submittedByChange);
  const rows = await listPendingRows(deps.db, actor.organizationId, submitted);
  const awaiting: { subject: Subject; work: ReviewedWork; round: ReviewRow | undefined; approvals: ApprovalRow[] }[] =
    [];
  for (const row of rows.filter((candidate) => candidate.submitted_by !== actor.userId)) {
    const subject = { subjectType: row.subject_type, subjectId: row.subject_id };
    const work = await reviewSubjects[row.subject_type].resolve(deps.db, actor, row.subject_id);
    if (work) awaiting.push({ subject, work, round: row, approvals: await listRoundApprovals(deps.db, row) });
  }
  for (const subjectType of decidable) {
    const changed = reviewSubjects[subjectType].submittedByChange;
    if (!changed) continue;
    const works = (await changed.awaiting(deps.db, actor)).filter(({ work }) => work.submission?.by !== actor.userId);
    const stored = await findReviewRows(
      deps.db,
      actor.organizationId,
      subjectType,
      works.map(({ subjectId }) => subjectId),
    );
    for (const { subjectId, work } of works) {
      const subject = { subjectType, subjectId };
      const round = currentRound({ organizationId: actor.organizationId, ...subject }, work, stored.get(subjectId));
      awaiting.push({ subject, work, round, approvals: await approvalsOf(deps.db, round) });
    }
  }
  return awaiting
    .map(({ subject, work, round, approvals }) => toReview(subject, work, round, actor, approvals))
    .filter((review) => review.canDecide)
    .sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
};
