import type { Db } from '../../db/database';
import type { CommentSubject } from '@/contracts/comments';
import { controlLabel } from '@/contracts/controls';
import type { Permission } from '@/contracts/permissions';
import type { ReviewSubjectType } from '@/contracts/review';
import type { ReviewState } from '@/contracts/reviewStates';
import { findControlStatement } from '../controls';
import { findPolicyDraft, recordPolicyReview } from '../policies';

/** The work as it stands now: what it is called, where it opens, its text, and the thread its review talks in. */
export type ReviewedWork = {
  title: string;
  link: string;
  /** The text a reviewer signs off; null while there is nothing to review. */
  content: string | null;
  thread: CommentSubject;
};

type ReviewDeclaration = {
  /** What a missing subject, or another organisation's, is called in the 404. */
  noun: string;
  /** Whoever may submit the work; whoever may decide its review. Reading follows the thread's subject. */
  submit: Permission;
  decide: Permission;
  /** Named in the refusal when the submitter is the only reviewer left. */
  selfReviewRefusal: string;
  resolve: (db: Db, organizationId: string, subjectId: string) => Promise<ReviewedWork | null>;
  /** Told of each submission and decision, in its transaction, when the work keeps its own state from them. */
  recorded?: (db: Db, organizationId: string, subjectId: string, round: ReviewRound) => Promise<void>;
};

/** A round as its work's module is told of it: the state it is in, the text's fingerprint, who and when. */
export type ReviewRound = { state: ReviewState; fingerprint: string; byLabel: string; at: string };

/** One declaration per kind of reviewed work: a module joins the review loop by adding its entry here. */
export const reviewSubjects: Readonly<Record<ReviewSubjectType, ReviewDeclaration>> = {
  controlStatement: {
    noun: 'Control',
    submit: 'controls:manage',
    decide: 'controls:approve',
    selfReviewRefusal: 'You submitted this statement: another member must review it.',
    resolve: async (db, organizationId, controlId) => {
      const control = await findControlStatement(db, organizationId, controlId);
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
    resolve: async (db, organizationId, policyId) => {
      const policy = await findPolicyDraft(db, organizationId, policyId);
      if (!policy) return null;
      return {
        title: `draft of the ${policy.title}`,
        link: `/policies/${encodeURIComponent(policyId)}`,
        content: policy.body,
        thread: { subjectType: 'policy', subjectId: policyId },
      };
    },
    recorded: recordPolicyReview,
  },
};
