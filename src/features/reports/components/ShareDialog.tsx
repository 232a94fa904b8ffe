import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { getApiErrorMessage } from '@/api/apiError';
import { type CreatedShare, type Report, shareHours } from '@/contracts/reports';
import { ShareList } from '@/features/reports/components/ShareList';
import { shareExpiryOptions, shareText } from '@/features/reports/constants';
import { useCreateShareMutation } from '@/features/reports/reportsApi';
import { useToast } from '@/features/toasts/useToast';

type ShareDialogProps = { report: Report; open: boolean; onClose: () => void };

const ShareForm = ({ report, onClose }: Omit<ShareDialogProps, 'open'>) => {
  const toast = useToast();
  const [hours, setHours] = useState<number>(shareHours.default);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [createShare, { isLoading }] = useCreateShareMutation();
  const create = async () => {
    const result = await createShare({ reportId: report.id, expiresInHours: hours });
    if ('error' in result) {
      toast.error(getApiErrorMessage(result.error, shareText.createFailed));
      return;
    }
    setCreated(result.data);
    toast.success(shareText.created);
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(shareText.copied);
    } catch {
      toast.error(shareText.copyFailed);
    }
  };
  return (
    <>
      <DialogTitle id="share-report-title">{shareText.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{shareText.intro}</DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={shareText.expiresIn}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            {shareExpiryOptions.map((option) => (
              <MenuItem key={option.hours} value={option.hours}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={isLoading} onClick={() => void create()}>
            {shareText.create}
          </Button>
        </Box>
        {created && (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" onClick={() => void copy(created.url)}>
                {shareText.copy}
              </Button>
            }
          >
            <TextField
              label={shareText.linkLabel}
              value={created.url}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
              sx={{ mt: 1, minWidth: 320 }}
            />
            {shareText.onceHint}
          </Alert>
        )}
        <ShareList reportId={report.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{shareText.close}</Button>
      </DialogActions>
    </>
  );
};

/** An expiring, revocable link that opens the report's PDF without an account. */
export const ShareDialog = ({ report, open, onClose }: ShareDialogProps) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="share-report-title" fullWidth maxWidth="sm">
    {open && <ShareForm report={report} onClose={onClose} />}
  </Dialog>
);
