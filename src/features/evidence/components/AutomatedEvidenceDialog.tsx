import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AutomatedEvidence } from '@/contracts/automatedEvidence';
import { ControlChips } from '@/features/evidence/components/ControlChips';
import { automatedEvidenceText as text, evidenceLockerText } from '@/features/evidence/constants';
import { useGetAutomatedEvidenceFileQuery } from '@/features/evidence/evidenceApi';
import { useAutomatedEvidenceDownload } from '@/features/evidence/useAutomatedEvidenceDownload';
import { formatDateTime } from '@/lib/dates';

const ObservedData = ({ evidence }: { evidence: AutomatedEvidence }) => {
  const { data: file, isError } = useGetAutomatedEvidenceFileQuery({
    integration: evidence.integration,
    check: evidence.check,
  });
  if (isError) return <Typography color="error">{text.viewFailed}</Typography>;
  if (!file) return <CircularProgress size={24} aria-label={text.data} />;
  return (
    <Box
      component="pre"
      aria-label={text.data}
      // Scrolls: reachable from the keyboard.
      tabIndex={0}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 420,
        overflow: 'auto',
        fontFamily: 'monospace',
        fontSize: 13,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {JSON.stringify(file.data, null, 2)}
    </Box>
  );
};

type AutomatedEvidenceDialogProps = {
  /** The observation shown; null closes the dialog. */
  evidence: AutomatedEvidence | null;
  onClose: () => void;
};

/** What an integration observed for a check, as it answered, with when it was collected and until when it counts. */
export const AutomatedEvidenceDialog = ({ evidence, onClose }: AutomatedEvidenceDialogProps) => {
  const download = useAutomatedEvidenceDownload();
  // The last observation stays on screen while the dialog fades out.
  const [shown, setShown] = useState(evidence);
  if (evidence && evidence !== shown) setShown(evidence);

  return (
    <Dialog
      open={evidence !== null}
      onClose={onClose}
      aria-labelledby="automated-evidence-title"
      fullWidth
      maxWidth="md"
    >
      {shown && (
        <>
          <DialogTitle id="automated-evidence-title">{text.about(shown)}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="body2">{text.collected(formatDateTime(shown.collectedAt))}</Typography>
              <Typography variant="body2">{text.expires(formatDateTime(shown.expiresAt))}</Typography>
              {shown.expired && <Chip size="small" color="error" label={evidenceLockerText.expired} />}
            </Box>
            <Box sx={{ mb: 2 }}>
              <ControlChips controls={shown.controls} />
            </Box>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {text.data}
            </Typography>
            <ObservedData evidence={shown} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void download(shown)}>{evidenceLockerText.download}</Button>
            <Button variant="contained" onClick={onClose}>
              {evidenceLockerText.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
