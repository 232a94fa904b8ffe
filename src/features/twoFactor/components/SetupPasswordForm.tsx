import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CurrentPasswordField } from '@/features/auth/components/CurrentPasswordField';
import { twoFactorEnrolText } from '@/features/twoFactor/constants';

type SetupPasswordFormProps = {
  beginLabel: string;
  busy: boolean;
  problem: string | null;
  onSubmit: (currentPassword: string) => Promise<void>;
};

/** The current password before a setup starts from the settings; it stays in this component and is cleared once sent. */
export const SetupPasswordForm = ({ beginLabel, busy, problem, onSubmit }: SetupPasswordFormProps) => {
  const text = twoFactorEnrolText;
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await onSubmit(password);
    setPassword('');
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={beginLabel} noValidate sx={{ maxWidth: 420 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{text.passwordIntro}</Typography>
        {problem && <Alert severity="error">{problem}</Alert>}
        <CurrentPasswordField label={text.password} value={password} onChange={setPassword} disabled={busy} />
        <Button type="submit" variant="contained" disabled={busy || !password}>
          {busy ? text.starting : beginLabel}
        </Button>
      </Stack>
    </Box>
  );
};
