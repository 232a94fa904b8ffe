import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import {
  type ReviewAnswer,
  reviewAnswerLabels,
  reviewAnswers,
  type ReviewDecision,
  reviewDecisionLabels,
  reviewDecisions,
  type ReviewQuestionId,
  reviewQuestions,
} from '@/contracts/vendorOptions';
import { vendorFormText, vendorReviewsText as text } from '@/features/vendors/constants';
import { useRecordVendorReviewMutation } from '@/features/vendors/vendorsApi';
import { useToast } from '@/features/toasts/useToast';

type RecordReviewDialogProps = { vendorId: string; open: boolean; onClose: () => void };

type Answers = Partial<Record<ReviewQuestionId, ReviewAnswer>>;

/** The review's questions, the findings written and the decision: recorded as today's review of the vendor. */
export const RecordReviewDialog = ({ vendorId, open, onClose }: RecordReviewDialogProps) => {
  const [answers, setAnswers] = useState<Answers>({});
  const [findings, setFindings] = useState('');
  const [decision, setDecision] = useState<ReviewDecision>('approved');
  const [error, setError] = useState<string | null>(null);
  const [record, recording] = useRecordVendorReviewMutation();
  const toast = useToast();
  const complete = reviewQuestions.every((question) => answers[question.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await record({
        vendorId,
        answers: answers as Record<ReviewQuestionId, ReviewAnswer>,
        findings,
        decision,
      }).unwrap();
      toast.success(text.recorded);
      onClose();
    } catch (failure) {
      setError(getApiErrorMessage(failure, text.failed));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="record-review-title"
      slotProps={{
        transition: {
          onExited: () => {
            setAnswers({});
            setFindings('');
            setDecision('approved');
            setError(null);
          },
        },
      }}
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="record-review-title">{text.dialogTitle}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {reviewQuestions.map((question) => (
              <FormControl key={question.id}>
                <FormLabel id={`review-${question.id}`}>{question.text}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`review-${question.id}`}
                  value={answers[question.id] ?? ''}
                  onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value as ReviewAnswer })}
                >
                  {reviewAnswers.map((answer) => (
                    <FormControlLabel
                      key={answer}
                      value={answer}
                      control={<Radio size="small" />}
                      label={reviewAnswerLabels[answer]}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}
            <TextField
              label={text.findings}
              multiline
              minRows={3}
              value={findings}
              onChange={(event) => setFindings(event.target.value)}
            />
            <TextField
              select
              label={text.decision}
              value={decision}
              onChange={(event) => setDecision(event.target.value as ReviewDecision)}
            >
              {reviewDecisions.map((option) => (
                <MenuItem key={option} value={option}>
                  {reviewDecisionLabels[option]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{vendorFormText.cancel}</Button>
          <Button type="submit" variant="contained" disabled={recording.isLoading || !complete}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
