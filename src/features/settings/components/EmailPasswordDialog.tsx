import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { settingsText } from '@/features/settings/constants';

export type EmailPasswordDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: (currentPassword: string) => void;
};

/** A new email asks for the current password; it stays in this dialog's state until handed to the save. */
export const EmailPasswordDialog = ({ open, onCancel, onConfirm }: EmailPasswordDialogProps) => {
  const text = settingsText.emailPassword;
  const [password, setPassword] = useState('');

  const close = () => {
    setPassword('');
    onCancel();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return;
    onConfirm(password);
    setPassword('');
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="email-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="email-password-title">{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.body}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="password"
            label={text.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!password}>
            {text.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
