import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeField } from '@/features/twoFactor/components/CodeField';
import { QrCode } from '@/features/twoFactor/components/QrCode';
import { RecoveryCodesPanel } from '@/features/twoFactor/components/RecoveryCodesPanel';
import { SetupPasswordForm } from '@/features/twoFactor/components/SetupPasswordForm';
import { passwordFailureMessage } from '@/features/twoFactor/twoFactorErrors';
import { useCodeCheck } from '@/features/twoFactor/useCodeCheck';
import { twoFactorEnrolText } from '@/features/twoFactor/constants';
import type { TwoFactorSetup } from '@/contracts/twoFactor';

export type TwoFactorEnrolmentProps = {
  /** Starts a setup (with the current password, when asked for) and answers its secret; called when the person begins. */
  start: (currentPassword: string) => Promise<TwoFactorSetup>;
  /** From the settings the current password comes first; at sign-in it was just entered. */
  askPassword?: boolean;
  /** Confirms with a code and answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** After the recovery codes were shown. */
  onDone: () => void;
  beginLabel?: string;
  doneLabel?: string;
};

type Stage = { kind: 'begin' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

// Groups of four, as authenticator apps show a key typed by hand.
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator: the QR code (drawn here) and the key to scan or type, a first code to prove it, then
 * the recovery codes once. The secret and the codes stay in this component's state, never in the store.
 */
export const TwoFactorEnrolment = ({
  start,
  askPassword = false,
  confirm,
  onDone,
  beginLabel = twoFactorEnrolText.begin,
  doneLabel,
}: TwoFactorEnrolmentProps) => {
  const text = twoFactorEnrolText;
  const [stage, setStage] = useState<Stage>({ kind: 'begin' });
  const [starting, setStarting] = useState(false);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const { code, setCode, problem, checking, submit } = useCodeCheck(
    async (typed) => setStage({ kind: 'codes', codes: await confirm(typed) }),
    { wrongCode: text.invalidCode, fallback: text.failed },
  );
  const busy = starting || checking;

  const begin = async (currentPassword = '') => {
    setStarting(true);
    setStartProblem(null);
    try {
      setStage({ kind: 'scan', setup: await start(currentPassword) });
    } catch (error) {
      setStartProblem(
        askPassword
          ? passwordFailureMessage(error, {
              wrongPassword: text.wrongPassword,
              wrongCode: text.failed,
              fallback: text.failed,
            })
          : text.failed,
      );
    } finally {
      setStarting(false);
    }
  };

  if (stage.kind === 'codes') return <RecoveryCodesPanel codes={stage.codes} onDone={onDone} doneLabel={doneLabel} />;

  if (stage.kind === 'begin' && askPassword) {
    return <SetupPasswordForm beginLabel={beginLabel} busy={busy} problem={startProblem} onSubmit={begin} />;
  }

  if (stage.kind === 'begin') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {startProblem && <Alert severity="error">{startProblem}</Alert>}
        <Button variant="contained" disabled={busy} onClick={() => void begin()}>
          {busy ? text.starting : beginLabel}
        </Button>
      </Stack>
    );
  }

  const { secret, otpauthUri } = stage.setup;
  return (
    <Box component="form" onSubmit={submit} aria-label={text.confirm} noValidate>
      <Stack spacing={2}>
        <Typography variant="body2">{text.scan}</Typography>
        <QrCode value={otpauthUri} label={text.qrAlt} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {text.manual}
          </Typography>
          <Typography
            component="code"
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              fontSize: '1rem',
              letterSpacing: 1,
              wordBreak: 'break-all',
            }}
          >
            {grouped(secret)}
          </Typography>
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        <CodeField label={text.code} value={code} onChange={setCode} digitsOnly disabled={busy} autoFocus />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
            {busy ? text.confirming : text.confirm}
          </Button>
          <Button type="button" disabled={busy} onClick={() => setStage({ kind: 'begin' })}>
            {text.cancel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
