import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Attestation } from '@/contracts/attestations';
import type { FrameworkId } from '@/contracts/enums';
import { usePermission } from '@/features/auth/usePermission';
import { ReviewNoteDialog } from '@/features/reviews/ReviewNoteDialog';
import { checksText as text, controlsText } from '@/features/controls/constants';
import { useReviewAttestationMutation } from '@/features/controls/controlsApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type AttestationReviewProps = { attestation: Attestation; framework: FrameworkId; controlId: string };

/** Approve or reject a pending attestation; the server refuses a member reviewing their own, and that is shown. */
export const AttestationReview = ({ attestation, framework, controlId }: AttestationReviewProps) => {
  const { allowed } = usePermission('attestations:review');
  const [review, { isLoading }] = useReviewAttestationMutation();
  const { error, setError, run } = useServerAction(controlsText.saveFailed);
  const [rejecting, setRejecting] = useState(false);
  if (!allowed) return null;
  const { id, checkName } = attestation;

  const reject = async (note: string) => {
    const done = await run(
      () => review({ framework, controlId, id, review: { decision: 'reject', note } }).unwrap(),
      text.rejected,
    );
    if (done) setRejecting(false);
  };

  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          variant="contained"
          disabled={isLoading}
          aria-label={text.approveLabel(checkName)}
          onClick={() =>
            void run(
              () => review({ framework, controlId, id, review: { decision: 'approve' } }).unwrap(),
              text.approved,
            )
          }
        >
          {text.approve}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={isLoading}
          aria-label={text.rejectLabel(checkName)}
          onClick={() => {
            setError(null);
            setRejecting(true);
          }}
        >
          {text.reject}
        </Button>
      </Box>
      {error && !rejecting && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <ReviewNoteDialog
        open={rejecting}
        title={text.rejectTitle(checkName)}
        error={error}
        busy={isLoading}
        onClose={() => setRejecting(false)}
        onReject={(note) => void reject(note)}
      />
    </Box>
  );
};
