import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CodeField } from '@/features/twoFactor/components/CodeField';
import { CurrentPasswordField } from '@/features/auth/components/CurrentPasswordField';
import { Sealed } from '@/features/auth/Sealed';
import { useDisableTwoFactorMutation } from '@/features/twoFactor/twoFactorApi';
import { twoFactorSettingsText } from '@/features/twoFactor/constants';
import { passwordFailureMessage } from '@/features/twoFactor/twoFactorErrors';
import { useToast } from '@/features/toasts/useToast';

type DisableTwoFactorDialogProps = { open: boolean; onClose: () => void };

/** Turning two-factor off takes the current password and a code; both fields stay in this component. */
export const DisableTwoFactorDialog = ({ open, onClose }: DisableTwoFactorDialogProps) => {
  const text = twoFactorSettingsText;
  const toast = useToast();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setCode('');
    setProblem(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      await disable(new Sealed({ currentPassword: password, code: code.trim() })).unwrap();
      toast.success(text.disabled);
      close();
    } catch (error) {
      setProblem(
        passwordFailureMessage(error, {
          wrongPassword: text.wrongPassword,
          wrongCode: text.wrongCode,
          fallback: text.failed,
        }),
      );
      setCode('');
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="disable-two-factor-title" fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="disable-two-factor-title">{text.disableTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text.disableIntro}</DialogContentText>
            {problem && <Alert severity="error">{problem}</Alert>}
            <CurrentPasswordField label={text.password} value={password} onChange={setPassword} disabled={isLoading} />
            <CodeField label={text.code} value={code} onChange={setCode} disabled={isLoading} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{text.close}</Button>
          <Button type="submit" color="error" variant="contained" disabled={isLoading || !password || !code.trim()}>
            {isLoading ? text.disabling : text.disableConfirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
