import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { verifyEmailText } from '@/features/auth/constants';
import { useVerifyEmailMutation } from '@/features/auth/passwordLinkApi';
import { Sealed } from '@/features/auth/Sealed';
import { restoreSession } from '@/features/auth/thunks';
import { useAuth } from '@/features/auth/useAuth';

/**
 * The page a new email's confirmation link opens. It confirms only on a click: mail scanners that open links
 * must not spend the one-time token on the member's behalf.
 */
export default function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const dispatch = useAppDispatch();
  const { isSignedIn } = useAuth();
  const [verifyEmail, { data, error, isLoading }] = useVerifyEmailMutation();

  const confirm = async () => {
    const outcome = await verifyEmail(new Sealed({ token }));
    if ('data' in outcome && isSignedIn) void dispatch(restoreSession());
  };

  const next = isSignedIn
    ? { to: `${paths.settings}?tab=profile`, label: verifyEmailText.settings }
    : { to: paths.login, label: verifyEmailText.signIn };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {verifyEmailText.title}
        </Typography>
        <Stack spacing={2}>
          {!token && <Alert severity="error">{verifyEmailText.missingLink}</Alert>}
          {data && <Alert severity="success">{data.message}</Alert>}
          {error && <Alert severity="error">{getApiErrorMessage(error, verifyEmailText.failed)}</Alert>}
          {token && !data && !error && (
            <>
              <Typography variant="body2" color="text.secondary">
                {verifyEmailText.body}
              </Typography>
              <Button variant="contained" size="large" fullWidth disabled={isLoading} onClick={confirm}>
                {isLoading ? verifyEmailText.confirming : verifyEmailText.confirm}
              </Button>
            </>
          )}
          {(data || error || !token) && (
            <Link component={RouterLink} to={next.to}>
              {next.label}
            </Link>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
