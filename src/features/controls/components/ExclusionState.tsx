import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ControlSettings } from '@/contracts/controlSettings';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { useAuth } from '@/features/auth/useAuth';
import { usePermission } from '@/features/auth/usePermission';
import { ReviewNoteDialog } from '@/features/reviews/ReviewNoteDialog';
import { applicabilityText as text, controlsText } from '@/features/controls/constants';
import { useReviewExclusionMutation, useWithdrawExclusionMutation } from '@/features/controls/controlsApi';
import { useServerAction } from '@/features/toasts/useServerAction';
import { formatDateTime } from '@/lib/dates';

/** A requested exclusion (approve, reject, or the requester withdraws it) or an approved one (made applicable again). */
export const ExclusionState = ({ control }: { control: ControlSettings }) => {
  const { user } = useAuth();
  const manage = usePermission('controls:manage');
  const approve = usePermission('controls:approve');
  const [review, reviewing] = useReviewExclusionMutation();
  const [withdraw, withdrawing] = useWithdrawExclusionMutation();
  const { error, setError, run } = useServerAction(controlsText.saveFailed);
  const [rejecting, setRejecting] = useState(false);
  const { framework, controlId } = control;
  const { state, justification, requestedBy, requestedAt, decidedBy, decidedAt } = control.applicability;
  const requested = state === 'exclusionRequested';
  const busy = reviewing.isLoading || withdrawing.isLoading;

  const approveRequest = () =>
    void run(() => review({ framework, controlId, review: { decision: 'approve' } }).unwrap(), text.approved);
  const reject = async (note: string) => {
    const done = await run(
      () => review({ framework, controlId, review: { decision: 'reject', note } }).unwrap(),
      text.rejected,
    );
    if (done) setRejecting(false);
  };

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {requested
          ? text.requested(requestedBy?.name ?? '', requestedAt ? formatDateTime(requestedAt) : '')
          : text.excluded(decidedBy?.name ?? '', decidedAt ? formatDateTime(decidedAt) : '')}
      </Typography>
      <Typography
        component="blockquote"
        color="text.secondary"
        sx={{ m: 0, mb: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}
      >
        {justification}
      </Typography>
      {error && !rejecting && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {requested && approve.allowed && (
          <>
            <Button variant="contained" disabled={busy} onClick={approveRequest}>
              {text.approve}
            </Button>
            <Button
              color="error"
              disabled={busy}
              onClick={() => {
                setError(null);
                setRejecting(true);
              }}
            >
              {text.reject}
            </Button>
          </>
        )}
        {(!requested || requestedBy?.id === user?.id) && (
          <NotPermittedTooltip reason={manage.reason}>
            <Button
              variant="outlined"
              disabled={!manage.allowed || busy}
              onClick={() => void run(() => withdraw({ framework, controlId }).unwrap(), text.withdrawn)}
            >
              {requested ? text.withdrawRequest : text.makeApplicable}
            </Button>
          </NotPermittedTooltip>
        )}
      </Box>
      <ReviewNoteDialog
        open={rejecting}
        title={text.rejectTitle(controlId)}
        error={error}
        busy={reviewing.isLoading}
        onClose={() => setRejecting(false)}
        onReject={(note) => void reject(note)}
      />
    </>
  );
};
