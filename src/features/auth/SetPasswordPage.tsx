import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { passwordMinLength } from '@/contracts/passwordPolicy';
import { setPasswordText } from '@/features/auth/constants';
import type { PasswordSetState } from '@/features/auth/components/LoginForm';
import { useSetPasswordMutation, useVerifyPasswordTokenMutation } from '@/features/auth/passwordLinkApi';
import { PasswordField } from '@/features/auth/components/PasswordField';
import { Sealed } from '@/features/auth/Sealed';

const problemWith = (password: string, confirmation: string): string | null => {
  if (password.length < passwordMinLength) return setPasswordText.tooShort;
  if (password !== confirmation) return setPasswordText.mismatch;
  return null;
};

const InvalidLink = () => (
  <Stack spacing={2}>
    <Alert severity="error">{setPasswordText.invalidLink}</Alert>
    <Link component={RouterLink} to={paths.login}>
      {setPasswordText.requestNewLink}
    </Link>
  </Stack>
);

/** The page an invite or reset email links to: checks the one-time token, then sets the password and goes to sign in. */
export default function SetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [verify, verification] = useVerifyPasswordTokenMutation();
  const [setPassword, { isLoading }] = useSetPasswordMutation();
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (token) void verify(new Sealed({ token }));
  }, [token, verify]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemWith(password, confirmation);
    setProblem(found);
    if (found) return;
    try {
      await setPassword(new Sealed({ token, password })).unwrap();
      const state: PasswordSetState = { passwordSet: true };
      navigate(paths.login, { replace: true, state });
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setProblem(status === 400 ? setPasswordText.invalidLink : setPasswordText.failed);
    }
  };

  const holder = verification.data;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {setPasswordText.title}
        </Typography>
        {(!token || verification.isError) && <InvalidLink />}
        {token && !holder && !verification.isError && <Typography>{setPasswordText.checking}</Typography>}
        {holder && (
          <Box component="form" onSubmit={handleSubmit} aria-label={setPasswordText.title} noValidate>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {setPasswordText.forAccount} <strong>{holder.email}</strong>
              </Typography>
              {problem && <Alert severity="error">{problem}</Alert>}
              <PasswordField
                name="password"
                label={setPasswordText.password}
                autoComplete="new-password"
                disabled={isLoading}
                value={password}
                onChange={setPasswordValue}
              />
              <PasswordField
                name="confirmation"
                label={setPasswordText.confirm}
                autoComplete="new-password"
                disabled={isLoading}
                value={confirmation}
                onChange={setConfirmation}
              />
              <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading}>
                {isLoading ? setPasswordText.submitting : setPasswordText.submit}
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
