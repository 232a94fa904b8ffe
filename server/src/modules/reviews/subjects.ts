import type { AuditedTransaction } from '../../core/auditTrail/recordAudit';
import type { Db } from '../../db/database';
import type { CommentSubject } from '@/contracts/comments';
import { controlLabel } from '@/contracts/controls';
import type { Role } from '@/contracts/enums';
import type { Permission } from '@/contracts/permissions';
import type { ReviewSubjectType } from '@/contracts/review';
import type { ReviewState } from '@/contracts/reviewStates';
import { findControlStatement } from '../controls';
import {
  type EvidenceUnderReview,
  evidenceAuditActions,
  evidenceLink,
  evidenceSelfReviewMessage,
  findEvidenceUnderReview,
  listEvidenceUnderReview,
  recordEvidenceDecision,
  reviewedTextOf,
} from '../evidence';
import { findPolicyDraft, recordPolicyReview } from '../policies';

/** Whoever reads a review: some work (evidence) is visible to some roles only. */
export type ReviewViewer = { organizationId: string; userId: string; role: Role };

/** The work as it stands now: what it is called, where it opens, its text, and the thread its review talks in. */
export type ReviewedWork = {
  title: string;
  link: string;
  /** The text a reviewer signs off; null while there is nothing to review. */
  content: string | null;
  thread: CommentSubject;
  /** For work submitted by the change that made it (a new evidence version) while it waits: who made it and when. */
  submission?: { by: string | null; byLabel: string; at: string };
  /** For work that names who approves it: only they may decide, and `quorum` of them must approve a round. */
  approval?: { approvers: { id: string; name: string }[]; quorum: number };
};

type ReviewDeclaration = {
  /** What a missing subject, or another organisation's, is called in the 404. */
  noun: string;
  /** Whoever may submit the work; whoever may decide its review. Reading follows the thread's subject. */
  submit: Permission;
  decide: Permission;
  /** Named in the refusal when the submitter is the only reviewer left. */
  selfReviewRefusal: string;
  resolve: (db: Db, viewer: ReviewViewer, subjectId: string) => Promise<ReviewedWork | null>;
  /**
   * Told of each submission and decision, in its transaction, when the work keeps its own state from them; answers
   * what the trail should add to the decision, if anything.
   */
  recorded?: (
    trx: AuditedTransaction,
    organizationId: string,
    subjectId: string,
    round: ReviewRound,
  ) => Promise<string | void>;
  /** Work submitted by changing it rather than by a submission: what waits for the viewer, and why not submit again. */
  submittedByChange?: {
    awaiting: (db: Db, viewer: ReviewViewer) => Promise<{ subjectId: string; work: ReviewedWork }[]>;
    resubmitRefusal: string;
  };
  /** How the trail tells its decisions, where the work's own history has always told them its own way. */
  trail?: { approved: string; changesRequested: string; resource: (subjectId: string) => string };
};

/** A round as its work's module is told of it: the state it is in, the text's fingerprint, who and when. */
export type ReviewRound = {
  state: ReviewState;
  fingerprint: string;
  byLabel: string;
  at: string;
  note: string | null;
  selfReviewed: boolean;
};

const evidenceWork = (item: EvidenceUnderReview): ReviewedWork => ({
  title: item.name,
  link: evidenceLink(item.id),
  content: reviewedTextOf(item),
  thread: { subjectType: 'evidence', subjectId: item.id },
  ...(item.pending && {
    submission: { by: item.uploadedBy, byLabel: item.uploadedByLabel, at: item.uploadedAt },
  }),
});

/** One declaration per kind of reviewed work: a module joins the review loop by adding its entry here. */
export const reviewSubjects: Readonly<Record<ReviewSubjectType, ReviewDeclaration>> = {
  controlStatement: {
    noun: 'Control',
    submit: 'controls:manage',
    decide: 'controls:approve',
    selfReviewRefusal: 'You submitted this statement: another member must review it.',
    resolve: async (db, viewer, controlId) => {
      const control = await findControlStatement(db, viewer.organizationId, controlId);
      if (!control) return null;
      const query = new URLSearchParams({ framework: control.framework, control: controlId });
      return {
        title: `Statement of ${control.framework} ${controlLabel(controlId)} ${control.name}`,
        link: `/compliance?${query.toString()}`,
        content: control.statement,
        thread: { subjectType: 'control', subjectId: controlId },
      };
    },
  },
  policyDraft: {
    noun: 'Policy',
    submit: 'policies:manage',
    decide: 'policies:approve',
    selfReviewRefusal: 'You submitted this draft: another member must approve it.',
    resolve: async (db, viewer, policyId) => {
      const policy = await findPolicyDraft(db, viewer.organizationId, policyId);
      if (!policy) return null;
      return {
        title: `draft of the ${policy.title}`,
        link: `/policies/${encodeURIComponent(policyId)}`,
        content: policy.body,
        thread: { subjectType: 'policy', subjectId: policyId },
        approval: policy.approval,
      };
    },
    recorded: recordPolicyReview,
  },
  evidence: {
    noun: 'Evidence',
    submit: 'evidence:upload',
    decide: 'evidence:review',
    selfReviewRefusal: evidenceSelfReviewMessage,
    resolve: async (db, viewer, evidenceId) => {
      const item = await findEvidenceUnderReview(db, viewer, evidenceId);
      return item && evidenceWork(item);
    },
    recorded: async (trx, organizationId, evidenceId, round) =>
      round.state === 'pending'
        ? undefined
        : recordEvidenceDecision(trx, organizationId, evidenceId, { ...round, state: round.state }),
    submittedByChange: {
      awaiting: async (db, viewer) =>
        (await listEvidenceUnderReview(db, viewer)).map((item) => ({ subjectId: item.id, work: evidenceWork(item) })),
      resubmitRefusal: 'Evidence is submitted for review by uploading a new version',
    },
    trail: {
      approved: evidenceAuditActions.approved,
      changesRequested: evidenceAuditActions.rejected,
      resource: (evidenceId) => `evidence:${evidenceId}`,
    },
  },
};
