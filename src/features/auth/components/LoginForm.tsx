import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { useLoginMutation } from '@/features/auth/authApi';
import { loginText, setPasswordText, SIGN_IN_ERROR } from '@/features/auth/constants';
import { ForgotPasswordDialog } from '@/features/auth/components/ForgotPasswordDialog';
import { PasswordField } from '@/features/auth/components/PasswordField';
import { holdChallenge } from '@/features/auth/pendingChallenge';
import { Sealed } from '@/features/auth/Sealed';
import { TwoFactorCodeStep } from '@/features/twoFactor/components/TwoFactorCodeStep';
import { TwoFactorEnrolStep } from '@/features/twoFactor/components/TwoFactorEnrolStep';
import type { TwoFactorStep } from '@/contracts/twoFactor';
import { useHydrated } from '@/lib/useHydrated';

/** Set by the set-password page when it sends the person here to sign in. */
export type PasswordSetState = { passwordSet?: boolean };

/**
 * SPEC §2 Login, then the second factor when the server asks for one. Success updates the session; LoginPage then
 * routes away.
 */
export const LoginForm = () => {
  const passwordSet = (useLocation().state as PasswordSetState | null)?.passwordSet === true;
  const [forgotOpen, setForgotOpen] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [secondFactor, setSecondFactor] = useState<TwoFactorStep | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const hydrated = useHydrated();
  const emailInput = useRef<HTMLInputElement>(null);

  // autoFocus acts while a prerendered form is still inert: the field is focused again once it can take input.
  useEffect(() => {
    if (hydrated) emailInput.current?.focus();
  }, [hydrated]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    setNotice(null);
    try {
      const { twoFactor } = await login(new Sealed({ email: email.trim(), password })).unwrap();
      if (twoFactor) {
        setPassword('');
        setSecondFactor(twoFactor);
      }
    } catch {
      // SPEC §8: one message whatever the cause; the base query has already logged it.
      setFailed(true);
    }
  };

  const restart = (reason: string | null) => {
    holdChallenge(null);
    setSecondFactor(null);
    setNotice(reason);
  };

  if (secondFactor === 'verify') return <TwoFactorCodeStep onRestart={restart} />;
  if (secondFactor === 'enrol') return <TwoFactorEnrolStep onRestart={restart} />;

  // The dialog stays outside the sign-in form: React bubbles a portal's submit event to its parent form.
  return (
    <>
      <Box component="form" onSubmit={handleSubmit} aria-label={loginText.title} inert={!hydrated}>
        <Stack spacing={2}>
          {passwordSet && !failed && !notice && <Alert severity="success">{setPasswordText.passwordSet}</Alert>}
          {notice && !failed && <Alert severity="warning">{notice}</Alert>}
          {failed && (
            <Alert severity="error" variant="filled">
              {SIGN_IN_ERROR}
            </Alert>
          )}
          <TextField
            name="email"
            label={loginText.email}
            type="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus
            inputRef={emailInput}
            disabled={isLoading}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            name="password"
            label={loginText.password}
            autoComplete="current-password"
            disabled={isLoading}
            value={password}
            onChange={setPassword}
          />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              whiteSpace: 'nowrap',
            }}
          >
            <FormControlLabel
              control={<Checkbox name="remember" size="small" />}
              label={<Typography variant="body2">{loginText.rememberMe}</Typography>}
              sx={{ mr: 0 }}
            />
            <Button type="button" size="small" variant="text" sx={{ px: 1 }} onClick={() => setForgotOpen(true)}>
              {loginText.forgotPassword}
            </Button>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading}>
            {isLoading ? loginText.submitting : loginText.submit}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {loginText.noAccess}{' '}
            <Link component={RouterLink} to={paths.wishlist} sx={{ fontWeight: 600 }}>
              {loginText.requestAccess}
            </Link>
          </Typography>
        </Stack>
      </Box>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
};
