import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commentsText as text } from '@/features/comments/constants';

type DeleteCommentDialogProps = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void };

export const DeleteCommentDialog = ({ open, busy, onCancel, onConfirm }: DeleteCommentDialogProps) => (
  <Dialog open={open} onClose={onCancel} aria-labelledby="delete-comment-title">
    <DialogTitle id="delete-comment-title">{text.deleteTitle}</DialogTitle>
    <DialogContent>
      <DialogContentText>{text.deleteBody}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>{text.cancel}</Button>
      <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
        {text.delete}
      </Button>
    </DialogActions>
  </Dialog>
);
