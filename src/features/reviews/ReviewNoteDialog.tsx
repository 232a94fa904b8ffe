import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { freeTextMax } from '@/contracts/fieldLimits';
import { reviewNoteText as text } from '@/features/reviews/constants';

type ReviewNoteDialogProps = {
  open: boolean;
  title: string;
  /** The server's refusal, shown beside the note as typed. */
  error: string | null;
  busy: boolean;
  onClose: () => void;
  onReject: (note: string) => void;
  /** How the note and the button read; a rejection's words unless given. */
  wording?: { noteHelp: string; confirm: string };
};

/** A rejection and the reason the member who submitted it will read. */
export const ReviewNoteDialog = ({
  open,
  title,
  error,
  busy,
  onClose,
  onReject,
  wording = { noteHelp: text.noteHelp, confirm: text.reject },
}: ReviewNoteDialogProps) => {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events through portals: the form this dialog opened from must not submit too.
    event.stopPropagation();
    onReject(note.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="review-note-title"
      slotProps={{ transition: { onExited: () => setNote('') } }}
    >
      <form onSubmit={submit}>
        <DialogTitle id="review-note-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={text.note}
            helperText={wording.noteHelp}
            required
            fullWidth
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: freeTextMax } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy || note.trim() === ''}>
            {wording.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
