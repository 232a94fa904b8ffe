import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { riskDescriptionMax } from '@/contracts/riskValues';
import { riskAssessmentText as text } from '@/features/risks/constants';
import { useGetRiskOptionsQuery, useRecordRiskAssessmentMutation } from '@/features/risks/risksApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type RecordAssessmentDialogProps = { open: boolean; onClose: () => void; today: string };

type Errors = { heldOn?: string; participantIds?: string };

/** Records a risk assessment held over the register: the day, who took part and what was agreed. */
export const RecordAssessmentDialog = ({ open, onClose, today }: RecordAssessmentDialogProps) => {
  const [heldOn, setHeldOn] = useState(today);
  const [participantIds, setParticipantIds] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { data: options } = useGetRiskOptionsQuery(undefined, { skip: !open });
  const [record, recording] = useRecordRiskAssessmentMutation();
  const { error, run } = useServerAction(text.failed);
  const members = options?.members ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!heldOn) found.heldOn = text.heldOnRequired;
    else if (heldOn > today) found.heldOn = text.heldInFuture;
    if (participantIds.length === 0) found.participantIds = text.participantsRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = await run(() => record({ heldOn, participantIds, notes: notes.trim() }).unwrap(), text.recorded);
    if (done) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-risk-assessment-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="record-risk-assessment-title">{text.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              type="date"
              size="small"
              required
              label={text.heldOn}
              value={heldOn}
              onChange={(event) => setHeldOn(event.target.value)}
              error={Boolean(errors.heldOn)}
              helperText={errors.heldOn}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
            <Autocomplete
              multiple
              size="small"
              options={members}
              value={members.filter((member) => participantIds.includes(member.id))}
              getOptionLabel={(member) => member.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, chosen) => setParticipantIds(chosen.map(({ id }) => id))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={text.participants}
                  required
                  error={Boolean(errors.participantIds)}
                  helperText={errors.participantIds}
                />
              )}
            />
            <TextField
              label={text.notes}
              size="small"
              multiline
              minRows={3}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              slotProps={{ htmlInput: { maxLength: riskDescriptionMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={recording.isLoading}>
            {text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
