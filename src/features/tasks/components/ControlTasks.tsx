import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { OpenedOnce } from '@/components/OpenedOnce';
import type { FrameworkId } from '@/contracts/enums';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { tasksText as text } from '@/features/tasks/constants';
import { TaskPriorityChip } from '@/features/tasks/components/TaskPriorityChip';
import { useGetTasksQuery } from '@/features/tasks/tasksApi';
import { formatCalendarDay } from '@/lib/dates';
import { lazyNamed } from '@/lib/lazyNamed';

const OpenTasks = ({ controlId }: { controlId: string }) => {
  const { data, isLoading, isError } = useGetTasksQuery({ control: controlId, status: 'open' });
  if (isLoading) return <Typography color="text.secondary">{text.heading}...</Typography>;
  if (isError || !data) return <Typography color="text.secondary">{text.loadFailed}</Typography>;
  if (data.tasks.length === 0) return <Typography color="text.secondary">{text.noControlTasks}</Typography>;
  return (
    <List dense disablePadding aria-label={`${text.controlTasks}: ${controlId}`}>
      {data.tasks.map((task) => (
        <ListItem key={task.id} disableGutters sx={{ gap: 1 }}>
          <ListItemText
            primary={task.title}
            secondary={`${task.owner?.name ?? text.unassigned} · ${formatCalendarDay(task.dueDate)}`}
          />
          <TaskPriorityChip priority={task.priority} />
        </ListItem>
      ))}
    </List>
  );
};

// The dialog's code loads the first time a member creates a task from a control, not with the heat map.
const CreateTaskDialog = lazyNamed(
  () => import(/* webpackChunkName: "create-task" */ '@/features/tasks/components/CreateTaskDialog'),
  'CreateTaskDialog',
);

type ControlTasksProps = { framework: FrameworkId; controlId: string };

/** A control's open remediation tasks (the heat map's control details); nothing for a role that cannot read tasks. */
export const ControlTasks = ({ framework, controlId }: ControlTasksProps) => {
  const { allowed } = usePermission('tasks:read');
  const manage = usePermission('tasks:manage');
  const [creating, setCreating] = useState(false);
  if (!allowed) return null;
  return (
    <Box component="section" aria-label={text.controlTasks}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" component="h3" sx={{ m: 0 }}>
          {text.controlTasks}
        </Typography>
        <NotPermittedTooltip reason={manage.reason}>
          <Button size="small" startIcon={<AddIcon />} disabled={!manage.allowed} onClick={() => setCreating(true)}>
            {text.createForControl}
          </Button>
        </NotPermittedTooltip>
      </Box>
      <Box sx={{ mt: 0.5 }}>
        <OpenTasks controlId={controlId} />
      </Box>
      {manage.allowed && (
        <OpenedOnce open={creating}>
          <CreateTaskDialog
            key={`${framework}:${controlId}`}
            open={creating}
            onClose={() => setCreating(false)}
            control={{ framework, controlId }}
          />
        </OpenedOnce>
      )}
    </Box>
  );
};
