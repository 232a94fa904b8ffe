import { policiesText, policyReviewText } from '@/features/policies/constants';
import { ReviewPanel } from '@/features/reviews/ReviewPanel';

/** The draft through the one review loop: a manager submits it, an approver other than the submitter decides. */
export const PolicyDraftReview = ({ policyId, title }: { policyId: string; title: string }) => (
  <ReviewPanel
    subject={{ subjectType: 'policyDraft', subjectId: policyId }}
    text={policyReviewText}
    requestChangesTitle={policyReviewText.requestChangesTitle(title)}
    failedMessage={policiesText.saveFailed}
    standalone
  />
);
