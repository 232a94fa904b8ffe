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
import { RecoveryCodesPanel } from '@/features/twoFactor/components/RecoveryCodesPanel';
import { Sealed } from '@/features/auth/Sealed';
import { SecretReply } from '@/features/twoFactor/SecretReply';
import { useRegenerateRecoveryCodesMutation } from '@/features/twoFactor/twoFactorApi';
import { twoFactorSettingsText } from '@/features/twoFactor/constants';
import { passwordFailureMessage } from '@/features/twoFactor/twoFactorErrors';

type RegenerateCodesDialogProps = { open: boolean; onClose: () => void };

/** The current password and a code buy a new set of recovery codes, shown here once; the old set stops working. */
export const RegenerateCodesDialog = ({ open, onClose }: RegenerateCodesDialogProps) => {
  const text = twoFactorSettingsText;
  const [regenerate, { isLoading }] = useRegenerateRecoveryCodesMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setCode('');
    setCodes(null);
    setProblem(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const reply = new SecretReply<string[]>();
    try {
      await regenerate({ body: new Sealed({ currentPassword: password, code: code.trim() }), reply }).unwrap();
      setPassword('');
      setCodes(reply.open());
    } catch (error) {
      setProblem(
        passwordFailureMessage(error, {
          wrongPassword: text.wrongPassword,
          wrongCode: text.wrongCode,
          fallback: text.failed,
        }),
      );
    } finally {
      setCode('');
    }
  };

  return (
    <Dialog open={open} onClose={codes ? undefined : close} aria-labelledby="regenerate-codes-title" fullWidth>
      <DialogTitle id="regenerate-codes-title">{text.regenerateTitle}</DialogTitle>
      {codes ? (
        <DialogContent>
          <RecoveryCodesPanel codes={codes} onDone={close} />
        </DialogContent>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{text.regenerateIntro}</DialogContentText>
              {problem && <Alert severity="error">{problem}</Alert>}
              <CurrentPasswordField
                label={text.password}
                value={password}
                onChange={setPassword}
                disabled={isLoading}
              />
              <CodeField label={text.code} value={code} onChange={setCode} disabled={isLoading} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{text.close}</Button>
            <Button type="submit" variant="contained" disabled={isLoading || !password || !code.trim()}>
              {isLoading ? text.regenerating : text.regenerateConfirm}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
};
