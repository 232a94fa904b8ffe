import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { getApiErrorMessage } from '@/api/apiError';
import type { FrameworkId } from '@/contracts/enums';
import type { TaskPerson } from '@/contracts/tasks';
import { OwnerSelect } from '@/features/tasks/components/OwnerSelect';
import { useToast } from '@/features/toasts/useToast';
import { useAssignOwnersMutation } from '@/features/controls/controlListApi';
import { controlListText } from '@/features/controls/listConstants';

const text = controlListText.assign;

type AssignOwnersDialogProps = { framework: FrameworkId; category: string | null; onClose: () => void };

export const AssignOwnersDialog = ({ framework, category, onClose }: AssignOwnersDialogProps) => (
  <Dialog open={category !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-owners-title">
    {category !== null && (
      <AssignOwnersForm key={category} framework={framework} category={category} onClose={onClose} />
    )}
  </Dialog>
);

const AssignOwnersForm = ({ framework, category, onClose }: AssignOwnersDialogProps & { category: string }) => {
  const toast = useToast();
  const [assignOwners, { isLoading }] = useAssignOwnersMutation();
  const [owner, setOwner] = useState<TaskPerson | null>(null);
  const [backupOwner, setBackupOwner] = useState<TaskPerson | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!owner) return;
    try {
      const { updated } = await assignOwners({
        framework,
        category,
        ownerId: owner.id,
        backupOwnerId: backupOwner?.id ?? null,
      }).unwrap();
      toast.success(text.done(updated));
      onClose();
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.failed));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <DialogTitle id="assign-owners-title">{text.title(category)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text.hint}</DialogContentText>
        <Stack spacing={2}>
          <OwnerSelect label={text.owner} value={owner} onChange={setOwner} size="medium" />
          <OwnerSelect label={text.backupOwner} value={backupOwner} onChange={setBackupOwner} size="medium" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button type="submit" variant="contained" disabled={!owner || isLoading}>
          {text.submit}
        </Button>
      </DialogActions>
    </form>
  );
};
