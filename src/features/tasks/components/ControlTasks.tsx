import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { usePermission } from '@/features/auth/usePermission';
import { tasksText as text } from '@/features/tasks/constants';
import { TaskPriorityChip } from '@/features/tasks/components/TaskPriorityChip';
import { useGetTasksQuery } from '@/features/tasks/tasksApi';
import { formatCalendarDay } from '@/lib/dates';

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

/** A control's open remediation tasks (the heat map's control details); nothing for a role that cannot read tasks. */
export const ControlTasks = ({ controlId }: { controlId: string }) => {
  const { allowed } = usePermission('tasks:read');
  if (!allowed) return null;
  return (
    <Box component="section" aria-label={text.controlTasks}>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ m: 0 }}>
        {text.controlTasks}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        <OpenTasks controlId={controlId} />
      </Box>
    </Box>
  );
};
