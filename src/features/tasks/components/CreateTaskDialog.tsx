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
import { defaultFramework, type FrameworkId, type TaskPriority, taskPriorities } from '@/contracts/enums';
import type { TaskPerson } from '@/contracts/tasks';
import { taskTitleMax } from '@/contracts/taskLimits';
import { priorityLabels, tasksText } from '@/features/tasks/constants';
import { ControlPicker } from '@/features/tasks/components/ControlPicker';
import { OwnerSelect } from '@/features/tasks/components/OwnerSelect';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';
import { useCreateTaskMutation } from '@/features/tasks/tasksApi';
import { useToast } from '@/features/toasts/useToast';

const text = tasksText.form;

type Draft = {
  title: string;
  description: string;
  dueDate: string;
  priority: TaskPriority;
  framework: FrameworkId | undefined;
  controlId: string | null;
  owner: TaskPerson | null;
};

type CreateTaskDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The control the task starts linked to (the heat map's control details). */
  control?: { framework: FrameworkId; controlId: string };
};

const draftFor = (control: CreateTaskDialogProps['control']): Draft => ({
  title: '',
  description: '',
  dueDate: '',
  priority: 'medium',
  framework: control?.framework,
  controlId: control?.controlId ?? null,
  owner: null,
});

export const CreateTaskDialog = ({ open, onClose, control }: CreateTaskDialogProps) => {
  const toast = useToast();
  const primaryFramework = usePrimaryFramework();
  const [create, { isLoading }] = useCreateTaskMutation();
  const [draft, setDraft] = useState(() => draftFor(control));
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const close = () => {
    setDraft(draftFor(control));
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { owner, framework: _framework, ...fields } = draft;
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
            <ControlPicker
              framework={draft.framework ?? primaryFramework ?? defaultFramework}
              controlId={draft.controlId}
              onChange={change}
            />
            <OwnerSelect label={text.owner} size="medium" value={draft.owner} onChange={(owner) => change({ owner })} />
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
