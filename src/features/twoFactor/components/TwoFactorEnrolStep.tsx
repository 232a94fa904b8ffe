import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { writeStoredToken } from '@/api/tokenStorage';
import { useAppDispatch } from '@/app/hooks';
import { restoreSession } from '@/features/auth/thunks';
import { Sealed } from '@/features/auth/Sealed';
import { SecretReply } from '@/features/twoFactor/SecretReply';
import {
  type EnrolledSignIn,
  useConfirmTwoFactorSetupAtSignInMutation,
  useStartTwoFactorSetupAtSignInMutation,
} from '@/features/twoFactor/twoFactorApi';
import { twoFactorSignInText } from '@/features/twoFactor/constants';
import { TwoFactorEnrolment } from '@/features/twoFactor/components/TwoFactorEnrolment';
import { isSignInExpired } from '@/features/twoFactor/twoFactorErrors';
import type { TwoFactorSetup } from '@/contracts/twoFactor';

type TwoFactorEnrolStepProps = { onRestart: (reason: string | null) => void };

/**
 * The organisation requires two-factor and the member has none: setting it up is the only way on. The confirmed code
 * earns a session, whose token is kept here until the recovery codes have been seen: then it is stored and the
 * member signed in (the session check reads it, as at start-up).
 */
export const TwoFactorEnrolStep = ({ onRestart }: TwoFactorEnrolStepProps) => {
  const text = twoFactorSignInText;
  const dispatch = useAppDispatch();
  const [startSetup] = useStartTwoFactorSetupAtSignInMutation();
  const [confirmSetup] = useConfirmTwoFactorSetupAtSignInMutation();
  const sessionToken = useRef<string | null>(null);

  // An ended challenge sends the person back to the password; any other failure stays with the enrolment.
  const restartIfExpired = (error: unknown) => {
    if (isSignInExpired(error)) onRestart(text.expired);
    throw error;
  };

  const start = async () => {
    const reply = new SecretReply<TwoFactorSetup>();
    await startSetup(reply).unwrap().catch(restartIfExpired);
    return reply.open();
  };

  const confirm = async (code: string) => {
    const reply = new SecretReply<EnrolledSignIn>();
    await confirmSetup({ body: new Sealed({ code }), reply })
      .unwrap()
      .catch(restartIfExpired);
    const { token, recoveryCodes } = reply.open();
    sessionToken.current = token;
    return recoveryCodes;
  };

  const signIn = () => {
    writeStoredToken(sessionToken.current);
    void dispatch(restoreSession());
  };

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {text.enrolHeading}
      </Typography>
      <Alert severity="info">{text.enrolIntro}</Alert>
      <TwoFactorEnrolment start={start} confirm={confirm} doneLabel={text.continue} onDone={signIn} />
      <Button type="button" variant="text" onClick={() => onRestart(null)}>
        {text.back}
      </Button>
    </Stack>
  );
};
