import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeField } from '@/features/twoFactor/components/CodeField';
import { Sealed } from '@/features/auth/Sealed';
import { useCompleteTwoFactorSignInMutation } from '@/features/twoFactor/twoFactorApi';
import { twoFactorSignInText } from '@/features/twoFactor/constants';
import { codeFailureMessage, isSignInExpired } from '@/features/twoFactor/twoFactorErrors';

type TwoFactorCodeStepProps = {
  /** The challenge ended (or the person turned back): the password step again, with why. */
  onRestart: (reason: string | null) => void;
};

/** The second sign-in step: the app's code or a recovery code. Success signs in; LoginPage then routes away. */
export const TwoFactorCodeStep = ({ onRestart }: TwoFactorCodeStepProps) => {
  const text = twoFactorSignInText;
  const [completeSignIn, { isLoading }] = useCompleteTwoFactorSignInMutation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      await completeSignIn(new Sealed({ code: code.trim() })).unwrap();
    } catch (error) {
      if (isSignInExpired(error)) onRestart(text.expired);
      else setProblem(codeFailureMessage(error, text.invalidCode, text.failed));
      setCode('');
    }
  };

  return (
    <Box component="form" onSubmit={handleSubmit} aria-label={text.verifyHeading}>
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
          disabled={isLoading}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isLoading || !code.trim()}>
          {isLoading ? text.verifying : text.verify}
        </Button>
        <Button type="button" variant="text" onClick={() => onRestart(null)}>
          {text.back}
        </Button>
      </Stack>
    </Box>
  );
};
