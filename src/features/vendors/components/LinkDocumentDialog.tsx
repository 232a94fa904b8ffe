import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import { documentKindLabels, type VendorDocumentKind, vendorDocumentKinds } from '@/contracts/vendorOptions';
import { vendorDocumentsText as text, vendorFormText } from '@/features/vendors/constants';
import { useEvidenceChoices } from '@/features/evidence/useEvidenceChoices';
import { useLinkVendorDocumentMutation } from '@/features/vendors/vendorsApi';
import { useToast } from '@/features/toasts/useToast';

type LinkDocumentDialogProps = { vendorId: string; open: boolean; onClose: () => void };

/** Picks an item of the evidence locker and links it as one of the vendor's documents, with its kind and expiry. */
export const LinkDocumentDialog = ({ vendorId, open, onClose }: LinkDocumentDialogProps) => {
  const [kind, setKind] = useState<VendorDocumentKind>('soc2');
  const [evidenceId, setEvidenceId] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { typed, setTyped, options: evidence } = useEvidenceChoices({ withRejected: false });
  const [link, linking] = useLinkVendorDocumentMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await link({ vendorId, kind, evidenceId, expiresOn }).unwrap();
      toast.success(text.linked);
      onClose();
    } catch (failure) {
      setError(getApiErrorMessage(failure, text.failed));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="link-document-title"
      slotProps={{
        transition: {
          onExited: () => {
            setEvidenceId('');
            setTyped('');
            setExpiresOn('');
            setError(null);
          },
        },
      }}
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="link-document-title">{text.dialogTitle}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={text.kind}
              value={kind}
              onChange={(event) => setKind(event.target.value as VendorDocumentKind)}
            >
              {vendorDocumentKinds.map((option) => (
                <MenuItem key={option} value={option}>
                  {documentKindLabels[option]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="search"
              size="small"
              label={text.search}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <TextField
              select
              label={text.evidence}
              required
              value={evidence.some((item) => item.id === evidenceId) ? evidenceId : ''}
              onChange={(event) => setEvidenceId(event.target.value)}
              helperText={evidence.length === 0 ? text.noEvidence : undefined}
            >
              {evidence.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={text.expiresOn}
              type="date"
              required
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{vendorFormText.cancel}</Button>
          <Button type="submit" variant="contained" disabled={linking.isLoading || !evidenceId}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
