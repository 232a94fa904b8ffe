import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeField } from '@/features/twoFactor/components/CodeField';
import { Sealed } from '@/features/auth/Sealed';
import { useCompleteTwoFactorSignInMutation } from '@/features/twoFactor/twoFactorApi';
import { twoFactorSignInText } from '@/features/twoFactor/constants';
import { isSignInExpired } from '@/features/twoFactor/twoFactorErrors';
import { useCodeCheck } from '@/features/twoFactor/useCodeCheck';

type TwoFactorCodeStepProps = {
  /** The challenge ended (or the person turned back): the password step again, with why. */
  onRestart: (reason: string | null) => void;
};

/** The second sign-in step: the app's code or a recovery code. Success signs in; LoginPage then routes away. */
export const TwoFactorCodeStep = ({ onRestart }: TwoFactorCodeStepProps) => {
  const text = twoFactorSignInText;
  const [completeSignIn] = useCompleteTwoFactorSignInMutation();
  // An ended challenge sends the person back to the password; any other failure stays with the code.
  const check = async (code: string) => {
    try {
      await completeSignIn(new Sealed({ code })).unwrap();
    } catch (error) {
      if (!isSignInExpired(error)) throw error;
      onRestart(text.expired);
    }
  };
  const { code, setCode, problem, checking, submit } = useCodeCheck(check, {
    wrongCode: text.invalidCode,
    fallback: text.failed,
  });

  return (
    <Box component="form" onSubmit={submit} aria-label={text.verifyHeading}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {text.verifyHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.verifyIntro}
        </Typography>
        {problem && (
          <Alert severity="error" variant="filled">
            {problem}
          </Alert>
        )}
        <CodeField
          label={text.code}
          helperText={text.codeHint}
          value={code}
          onChange={setCode}
          disabled={checking}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={checking || !code.trim()}>
          {checking ? text.verifying : text.verify}
        </Button>
        <Button type="button" variant="text" onClick={() => onRestart(null)}>
          {text.back}
        </Button>
      </Stack>
    </Box>
  );
};
