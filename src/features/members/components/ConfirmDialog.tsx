import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { confirmText } from '@/features/members/constants';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change that takes someone's access away. */
export const ConfirmDialog = ({ open, title, body, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) => (
  <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
    <DialogTitle id="confirm-title">{title}</DialogTitle>
    <DialogContent>
      <DialogContentText>{body}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} color="inherit">
        {confirmText.cancel}
      </Button>
      <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
        {confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
