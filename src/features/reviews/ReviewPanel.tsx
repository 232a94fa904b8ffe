import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { reviewStateLabels } from '@/contracts/reviewStates';
import { reviewApprovalText } from '@/features/reviews/constants';
import { ReviewNoteDialog } from '@/features/reviews/ReviewNoteDialog';
import { useServerAction } from '@/features/toasts/useServerAction';
import {
  type ReviewSubject,
  useDecideReviewMutation,
  useGetReviewQuery,
  useSubmitForReviewMutation,
} from '@/features/reviews/reviewsApi';
import { formatDateTime } from '@/lib/dates';

const stateColors = { pending: 'warning', approved: 'success', changesRequested: 'error' } as const;

/** The words a kind of work's review panel uses. */
export type ReviewPanelText = {
  heading: string;
  notSubmitted: string;
  submitted: (name: string, at: string, round: number) => string;
  decided: (state: 'approved' | 'changesRequested', name: string, at: string) => string;
  changed: string;
  submit: string;
  resubmit: string;
  approve: string;
  requestChanges: string;
  noteHelp: string;
  submittedToast: string;
  approvedToast: string;
  changesRequestedToast: string;
};

type ReviewPanelProps = {
  subject: ReviewSubject;
  text: ReviewPanelText;
  /** The request-changes dialog's title, naming the work. */
  requestChangesTitle: string;
  failedMessage: string;
  /** A section of its own page (a heading of the page's outline) rather than a part of a form. */
  standalone?: boolean;
};

/** A piece of work through the one review loop: submit, approve or ask for changes, submit again. */
export const ReviewPanel = ({
  subject,
  text,
  requestChangesTitle,
  failedMessage,
  standalone = false,
}: ReviewPanelProps) => {
  const headingId = `review-${subject.subjectType}-${subject.subjectId}`;
  const { data: review } = useGetReviewQuery(subject);
  const [submit, submitting] = useSubmitForReviewMutation();
  const [decide, deciding] = useDecideReviewMutation();
  const { error, setError, run } = useServerAction(failedMessage);
  const [requesting, setRequesting] = useState(false);
  if (!review) return null;
  const busy = submitting.isLoading || deciding.isLoading;

  const requestChanges = async (note: string) => {
    const done = await run(
      () => decide({ ...subject, decision: { decision: 'reject', note } }).unwrap(),
      text.changesRequestedToast,
    );
    if (done) setRequesting(false);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={standalone ? { mb: 3 } : { mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} {...(standalone ? { component: 'h2', variant: 'h6' } : { variant: 'subtitle2' })}>
          {text.heading}
        </Typography>
        {review.state && (
          // Outlined, with the colour's dark shade for the text: white on amber would not be readable.
          <Chip
            size="small"
            variant="outlined"
            color={stateColors[review.state]}
            label={reviewStateLabels[review.state]}
            sx={{ color: `${stateColors[review.state]}.dark` }}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {review.submittedBy && review.submittedAt
          ? text.submitted(review.submittedBy.name, formatDateTime(review.submittedAt), review.round)
          : text.notSubmitted}
      </Typography>
      {review.approvers.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {reviewApprovalText.approvers(
            review.approvers.map((approver) => approver.name),
            review.quorum,
          )}
        </Typography>
      )}
      {review.state === 'pending' && review.quorum > 1 && (
        <Typography variant="body2">
          {reviewApprovalText.approvals(
            review.approvals.length,
            review.quorum,
            review.approvals.map((approval) => approval.name),
          )}
        </Typography>
      )}
      {review.state !== 'pending' && review.state !== null && review.reviewedBy && review.reviewedAt && (
        <Typography variant="body2" color="text.secondary">
          {text.decided(review.state, review.reviewedBy.name, formatDateTime(review.reviewedAt))}
          {review.note ? `: ${review.note}` : ''}
        </Typography>
      )}
      {review.changedSinceSubmission && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {text.changed}
        </Alert>
      )}
      {error && !requesting && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {review.canSubmit && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void run(() => submit(subject).unwrap(), text.submittedToast)}
          >
            {review.round > 0 ? text.resubmit : text.submit}
          </Button>
        )}
        {review.canDecide && (
          <>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                void run(() => decide({ ...subject, decision: { decision: 'approve' } }).unwrap(), text.approvedToast)
              }
            >
              {text.approve}
            </Button>
            <Button
              color="error"
              disabled={busy}
              onClick={() => {
                setError(null);
                setRequesting(true);
              }}
            >
              {text.requestChanges}
            </Button>
          </>
        )}
      </Box>
      <ReviewNoteDialog
        open={requesting}
        title={requestChangesTitle}
        error={error}
        busy={deciding.isLoading}
        onClose={() => setRequesting(false)}
        onReject={(note) => void requestChanges(note)}
        wording={{ noteHelp: text.noteHelp, confirm: text.requestChanges }}
      />
    </Box>
  );
};
