import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

type MemberFormProps = {
  title: string;
  cancelLabel: string;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
};

/** What a member dialog holds: its fields between the title and the Cancel and submit buttons. */
export const MemberForm = ({
  title,
  cancelLabel,
  submitLabel,
  canSubmit,
  onSubmit,
  onClose,
  children,
}: MemberFormProps) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {/* The content's top padding is dropped after a title; the first field's label needs the room. */}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
};
