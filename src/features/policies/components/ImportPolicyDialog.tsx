import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import { policyPath } from '@/app/paths';
import { policyTitleMax } from '@/contracts/policyLimits';
import { policyImportAccept, policyImportText as text } from '@/features/policies/constants';
import { useImportPolicyMutation } from '@/features/policies/policiesApi';
import { useToast } from '@/features/toasts/useToast';

type ImportPolicyDialogProps = { open: boolean; onClose: () => void };

// The native input stays in the page for the browser's picker and assistive technology, out of sight.
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' };

/** A policy file and an optional title; the server converts it and opens it as a draft, or says why it cannot. */
export const ImportPolicyDialog = ({ open, onClose }: ImportPolicyDialogProps) => {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [importPolicy, importing] = useImportPolicyMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    const form = new FormData();
    if (title.trim()) form.append('title', title.trim());
    form.append('file', file);
    try {
      const policy = await importPolicy(form).unwrap();
      toast.success(text.imported);
      onClose();
      void navigate(policyPath(policy.id));
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
      aria-labelledby="import-policy-title"
      slotProps={{
        transition: {
          onExited: () => {
            setFile(null);
            setTitle('');
            setError(null);
          },
        },
      }}
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="import-policy-title">{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.intro}</DialogContentText>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
            <Button component="label" variant="outlined">
              {text.chooseFile}
              <Box
                component="input"
                type="file"
                accept={policyImportAccept}
                sx={visuallyHidden}
                onChange={(event) => {
                  setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                  setError(null);
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" noWrap>
              {file?.name ?? text.noFile}
            </Typography>
          </Box>
          <TextField
            label={text.policyTitle}
            helperText={text.titleHelp}
            fullWidth
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: policyTitleMax } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!file || importing.isLoading}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
