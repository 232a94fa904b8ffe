import { useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  confidentialityLabels,
  evidenceCategories,
  evidenceLockerText,
  uploadEvidenceText as text,
} from '@/features/evidenceLocker/constants';
import type { Confidentiality, EvidenceCategory } from '@/features/evidenceLocker/types';
import { useToast } from '@/features/toasts/useToast';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type UploadEvidenceDialogProps = { open: boolean; onClose: () => void };

// SPEC §4/§5: upload only toasts and the modal validates nothing, so the fields stay local to the form.
const UploadEvidenceForm = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const [fileName, setFileName] = useState<string | null>(null);
  const [category, setCategory] = useState<EvidenceCategory>(evidenceCategories[0]);
  const [confidentiality, setConfidentiality] = useState<Confidentiality>('internal');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast.info(text.uploadSoon);
    onClose();
  };
  return (
    <form onSubmit={submit}>
      <DialogTitle id="upload-evidence-title">{text.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {/* A label, not a button, so the file input inside it stays the one keyboard-focusable control. */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<UploadFile />}
            sx={{
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {text.file}
            <Box
              component="input"
              type="file"
              onChange={(event: ChangeEvent<HTMLInputElement>) => setFileName(event.target.files?.[0]?.name ?? null)}
              sx={visuallyHidden}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" noWrap>
            {fileName ?? text.noFile}
          </Typography>
        </Box>
        <TextField label={text.name} autoFocus />
        <TextField
          select
          label={evidenceLockerText.category}
          value={category}
          onChange={(event) => setCategory(event.target.value as EvidenceCategory)}
        >
          {evidenceCategories.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={evidenceLockerText.confidentiality}
          value={confidentiality}
          onChange={(event) => setConfidentiality(event.target.value as Confidentiality)}
        >
          {(Object.entries(confidentialityLabels) as [Confidentiality, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={text.description} multiline minRows={2} />
        <TextField label={text.tags} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button type="submit" variant="contained">
          {text.submit}
        </Button>
      </DialogActions>
    </form>
  );
};

export const UploadEvidenceDialog = ({ open, onClose }: UploadEvidenceDialogProps) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="upload-evidence-title" fullWidth maxWidth="sm">
    {open && <UploadEvidenceForm onClose={onClose} />}
  </Dialog>
);
