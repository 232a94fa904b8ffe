import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forgotPasswordText } from '@/features/auth/constants';
import { useForgotPasswordMutation } from '@/features/auth/passwordLinkApi';

export type ForgotPasswordDialogProps = { open: boolean; onClose: () => void };

/** Asks for an email and shows the server's answer, which is the same whether or not the account exists. */
export const ForgotPasswordDialog = ({ open, onClose }: ForgotPasswordDialogProps) => {
  const [forgotPassword, { isLoading, data, isError }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await forgotPassword({ email: email.trim() }).catch(() => undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <form onSubmit={handleSubmit}>
        <DialogTitle id="forgot-password-title">{forgotPasswordText.title}</DialogTitle>
        <DialogContent>
          {data ? (
            <Alert severity="success">{data.message}</Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {forgotPasswordText.intro}
              </Typography>
              {isError && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {forgotPasswordText.failed}
                </Alert>
              )}
              <TextField
                name="email"
                label={forgotPasswordText.email}
                type="email"
                autoComplete="email"
                required
                fullWidth
                autoFocus
                disabled={isLoading}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            {forgotPasswordText.close}
          </Button>
          {!data && (
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? forgotPasswordText.submitting : forgotPasswordText.submit}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};
