import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import type { EvidenceItem } from '@/contracts/evidence';
import { reviewText as text } from '@/features/evidence/constants';
import { useDecideReviewMutation } from '@/features/reviews/reviewsApi';
import { useToast } from '@/features/toasts/useToast';

/**
 * Approve, or reject with the reason the server requires, through the one review loop (the reason is posted in the
 * item's thread); shown to reviewers on pending evidence only.
 */
export const EvidenceReviewActions = ({ evidence }: { evidence: Pick<EvidenceItem, 'id' | 'name'> }) => {
  const toast = useToast();
  const [review, { isLoading }] = useDecideReviewMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  const decide = async (decision: { decision: 'approve' } | { decision: 'reject'; note: string }) => {
    try {
      await review({ subjectType: 'evidence', subjectId: evidence.id, decision }).unwrap();
      toast.success((decision.decision === 'approve' ? text.approved : text.rejected)(evidence.name));
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.failed));
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    void decide({ decision: 'reject', note: reason.trim() });
  };

  if (rejecting) {
    return (
      <Box component="form" onSubmit={reject} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}>
        <TextField
          label={text.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          autoFocus
          size="small"
          sx={{ flexGrow: 1 }}
        />
        <Button onClick={() => setRejecting(false)}>{text.cancel}</Button>
        <Button type="submit" color="error" variant="contained" disabled={!reason.trim() || isLoading}>
          {text.confirmReject}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
      <Button
        color="success"
        variant="contained"
        disabled={isLoading}
        onClick={() => void decide({ decision: 'approve' })}
      >
        {text.approve}
      </Button>
      <Button color="error" variant="outlined" disabled={isLoading} onClick={() => setRejecting(true)}>
        {text.reject}
      </Button>
    </Box>
  );
};
