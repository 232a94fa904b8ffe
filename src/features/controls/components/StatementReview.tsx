import { controlsText, statementReviewText } from '@/features/controls/constants';
import { ReviewPanel } from '@/features/reviews/ReviewPanel';

/** The control's statement through the one review loop. */
export const StatementReview = ({ controlId }: { controlId: string }) => (
  <ReviewPanel
    subject={{ subjectType: 'controlStatement', subjectId: controlId }}
    text={statementReviewText}
    requestChangesTitle={statementReviewText.requestChangesTitle(controlId)}
    failedMessage={controlsText.saveFailed}
  />
);
