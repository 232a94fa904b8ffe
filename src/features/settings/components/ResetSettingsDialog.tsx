import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { settingsText } from '@/features/settings/constants';

export type ResetSettingsDialogProps = { open: boolean; onCancel: () => void; onConfirm: () => void };

export const ResetSettingsDialog = ({ open, onCancel, onConfirm }: ResetSettingsDialogProps) => {
  const text = settingsText.resetDialog;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="reset-settings-title"
      aria-describedby="reset-settings-description"
    >
      <DialogTitle id="reset-settings-title">{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reset-settings-description">{text.confirmation}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {text.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
