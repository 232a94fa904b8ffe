import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import { type TaskPriority, taskPriorities } from '@/contracts/enums';
import type { TaskPerson } from '@/contracts/tasks';
import { taskTitleMax } from '@/contracts/taskLimits';
import { priorityLabels, tasksText } from '@/features/tasks/constants';
import { OwnerSelect } from '@/features/tasks/components/OwnerSelect';
import { useCreateTaskMutation } from '@/features/tasks/tasksApi';
import { useToast } from '@/features/toasts/useToast';

const text = tasksText.form;

type Draft = {
  title: string;
  description: string;
  dueDate: string;
  priority: TaskPriority;
  controlId: string;
  owner: TaskPerson | null;
};

const emptyDraft: Draft = { title: '', description: '', dueDate: '', priority: 'medium', controlId: '', owner: null };

export const CreateTaskDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const toast = useToast();
  const [create, { isLoading }] = useCreateTaskMutation();
  const [draft, setDraft] = useState(emptyDraft);
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const close = () => {
    setDraft(emptyDraft);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { owner, ...fields } = draft;
      await create({ ...fields, ownerId: owner?.id ?? null }).unwrap();
      toast.success(tasksText.created);
      close();
    } catch (error) {
      toast.error(getApiErrorMessage(error, tasksText.saveFailed));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-task-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="create-task-title">{text.createTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={text.title}
              required
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
              slotProps={{ htmlInput: { maxLength: taskTitleMax } }}
            />
            <TextField
              label={text.description}
              multiline
              minRows={2}
              value={draft.description}
              onChange={(event) => change({ description: event.target.value })}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={text.dueDate}
                type="date"
                required
                fullWidth
                value={draft.dueDate}
                onChange={(event) => change({ dueDate: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label={text.priority}
                fullWidth
                value={draft.priority}
                onChange={(event) => change({ priority: event.target.value as TaskPriority })}
              >
                {taskPriorities.map((priority) => (
                  <MenuItem key={priority} value={priority}>
                    {priorityLabels[priority]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={text.control}
                helperText={text.controlHelp}
                fullWidth
                value={draft.controlId}
                onChange={(event) => change({ controlId: event.target.value })}
              />
              <OwnerSelect
                label={text.owner}
                size="medium"
                value={draft.owner}
                onChange={(owner) => change({ owner })}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {text.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
