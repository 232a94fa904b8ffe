import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { usePermission } from '@/features/auth/usePermission';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { tasksText } from '@/features/dashboard/constants';
import { TaskPriorityChip } from '@/features/tasks/components/TaskPriorityChip';
import { formatCalendarDay } from '@/lib/dates';
import type { UpcomingTask } from '@/contracts/dashboard';

/**
 * SPEC §2: open tasks by due date, with the way to the tasks settings; a role that may not read tasks is told so
 * instead (the overview leaves them out for it).
 */
export const UpcomingTaskList = ({ tasks }: { tasks: UpcomingTask[] }) => {
  const { allowed, reason } = usePermission('tasks:read');
  return (
    <SectionCard
      id="tasks"
      title={tasksText.heading}
      link={allowed ? { to: paths.tasks, label: tasksText.viewAll } : undefined}
    >
      {tasks.length === 0 ? (
        <Typography color="text.secondary">{reason ?? tasksText.empty}</Typography>
      ) : (
        <List aria-labelledby="tasks-heading" disablePadding>
          {tasks.map(({ id, task, due, priority }) => (
            <ListItem key={id} disableGutters sx={{ py: 0.75, gap: 1 }}>
              <ListItemText
                sx={{ my: 0 }}
                primary={task}
                secondary={<time dateTime={due}>{tasksText.due(formatCalendarDay(due))}</time>}
                slotProps={{ primary: { variant: 'body2', sx: { color: 'text.primary' } } }}
              />
              <TaskPriorityChip priority={priority} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
};
