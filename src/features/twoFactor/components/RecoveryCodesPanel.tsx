import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { twoFactorEnrolText } from '@/features/twoFactor/constants';
import { useToast } from '@/features/toasts/useToast';

type RecoveryCodesPanelProps = { codes: string[]; onDone: () => void; doneLabel?: string };

/** The recovery codes, shown this once, with a copy button; they live in the component only, never in the store. */
export const RecoveryCodesPanel = ({ codes, onDone, doneLabel = twoFactorEnrolText.done }: RecoveryCodesPanelProps) => {
  const toast = useToast();
  const text = twoFactorEnrolText;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(text.copied);
    } catch {
      toast.warning(text.copyFailed);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {text.codesHeading}
      </Typography>
      <Alert severity="warning">{text.codesIntro}</Alert>
      <Box
        component="ul"
        aria-label={text.codesLabel}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          columnGap: 4,
          rowGap: 0.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {text.copy}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </Stack>
    </Stack>
  );
};
