import { type FormEvent, type ReactNode, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { getApiErrorMessage } from '@/api/apiError';
import { VendorFieldsForm } from '@/features/vendors/components/VendorFieldsForm';
import { vendorFormText as text, vendorsText } from '@/features/vendors/constants';
import type { VendorDraft } from '@/features/vendors/vendorDraft';

type VendorFormDialogProps = {
  open: boolean;
  title: ReactNode;
  initial: VendorDraft;
  editing?: boolean;
  onClose: () => void;
  /** Saves the draft; a refusal is shown in the dialog, as the server words it. */
  onSave: (draft: VendorDraft) => Promise<void>;
};

/** A vendor's fields in a dialog, for adding one or editing it; each opening starts from `initial`. */
export const VendorFormDialog = ({ open, title, initial, editing, onClose, onSave }: VendorFormDialogProps) => {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      await onSave(draft);
    } catch (failure) {
      setError(getApiErrorMessage(failure, vendorsText.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="vendor-form-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="vendor-form-title">{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <VendorFieldsForm draft={draft} onChange={setDraft} editing={editing} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
