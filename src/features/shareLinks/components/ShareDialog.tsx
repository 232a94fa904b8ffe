import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import type { CreatedShare } from '@/contracts/shareLinks';
import { shareHours } from '@/contracts/shareLinkLifetime';
import { ShareList } from '@/features/shareLinks/components/ShareList';
import { shareExpiryOptions, shareTargetText, shareText } from '@/features/shareLinks/constants';
import { useCreateShareLinkMutation } from '@/features/shareLinks/shareLinksApi';
import type { ShareLinkTarget } from '@/features/shareLinks/types';
import { useToast } from '@/features/toasts/useToast';

type ShareDialogProps = { target: ShareLinkTarget; open: boolean; onClose: () => void };

const titleId = (target: ShareLinkTarget) => `share-${target.kind}-title`;

const ShareForm = ({ target, onClose }: Omit<ShareDialogProps, 'open'>) => {
  const toast = useToast();
  const [hours, setHours] = useState<number>(shareHours.default);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [createShare, { isLoading }] = useCreateShareLinkMutation();
  const create = async () => {
    const result = await createShare({ target, expiresInHours: hours });
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
      <DialogTitle id={titleId(target)}>{shareTargetText[target.kind].title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{shareTargetText[target.kind].intro}</DialogContentText>
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
        <ShareList target={target} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{shareText.close}</Button>
      </DialogActions>
    </>
  );
};

/** An expiring, revocable link that opens a report's PDF or an evidence item's file without an account. */
export const ShareDialog = ({ target, open, onClose }: ShareDialogProps) => (
  <Dialog open={open} onClose={onClose} aria-labelledby={titleId(target)} fullWidth maxWidth="sm">
    {open && <ShareForm target={target} onClose={onClose} />}
  </Dialog>
);
