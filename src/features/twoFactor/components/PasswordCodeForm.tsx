import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { CurrentPasswordField } from '@/features/auth/components/CurrentPasswordField';
import { Sealed } from '@/features/auth/Sealed';
import { CodeField } from '@/features/twoFactor/components/CodeField';
import { twoFactorSettingsText } from '@/features/twoFactor/constants';
import { passwordFailureMessage } from '@/features/twoFactor/twoFactorErrors';
import type { TwoFactorPasswordCodeBody } from '@/contracts/twoFactor';

type PasswordCodeFormProps = {
  intro: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Turning two-factor off is the one that takes something away. */
  destructive?: boolean;
  /** Rejects when the server refuses: the form then says which of the two was wrong. */
  onSubmit: (body: Sealed<TwoFactorPasswordCodeBody>) => Promise<void>;
  onClose: () => void;
};

/**
 * The current password and a code, asked before a change to two-factor in the settings. Both stay in this component:
 * the code is cleared after every try, the password once it was accepted.
 */
export const PasswordCodeForm = ({
  intro,
  submitLabel,
  busyLabel,
  busy,
  destructive = false,
  onSubmit,
  onClose,
}: PasswordCodeFormProps) => {
  const text = twoFactorSettingsText;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      await onSubmit(new Sealed({ currentPassword: password, code: code.trim() }));
      setPassword('');
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
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{intro}</DialogContentText>
          {problem && <Alert severity="error">{problem}</Alert>}
          <CurrentPasswordField label={text.password} value={password} onChange={setPassword} disabled={busy} />
          <CodeField label={text.code} value={code} onChange={setCode} disabled={busy} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={busy || !password || !code.trim()}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
};
