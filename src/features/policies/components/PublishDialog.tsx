import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { changelogMax } from '@/contracts/policyLimits';
import { policiesText, policyText as text } from '@/features/policies/constants';
import { usePublishPolicyMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type PublishDialogProps = { policyId: string; open: boolean; onClose: () => void };

/** Publishes the approved draft as the next version, with what changed and whether everyone accepts it again. */
export const PublishDialog = ({ policyId, open, onClose }: PublishDialogProps) => {
  const [changelog, setChangelog] = useState('');
  const [material, setMaterial] = useState(false);
  const [publish, publishing] = usePublishPolicyMutation();
  const { error, run } = useServerAction(policiesText.saveFailed);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(
      () => publish({ policyId, changelog: changelog.trim(), material }).unwrap(),
      text.publishedToast,
    );
    if (done) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="publish-policy-title"
      slotProps={{
        transition: {
          onExited: () => {
            setChangelog('');
            setMaterial(false);
          },
        },
      }}
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="publish-policy-title">{text.publishTitle}</DialogTitle>
        <DialogContent>
          <TextField
            label={text.changelog}
            required
            fullWidth
            multiline
            minRows={2}
            value={changelog}
            onChange={(event) => setChangelog(event.target.value)}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: changelogMax } }}
          />
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={material} onChange={(event) => setMaterial(event.target.checked)} />}
            label={text.material}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={publishing.isLoading || changelog.trim() === ''}>
            {text.publish}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
