import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { Task } from '@/contracts/tasks';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { statusLabels, tasksText as text } from '@/features/tasks/constants';
import { OwnerSelect } from '@/features/tasks/components/OwnerSelect';
import { TaskPriorityChip } from '@/features/tasks/components/TaskPriorityChip';
import type { useTaskActions } from '@/features/tasks/useTaskActions';
import { TaskControl } from '@/features/tasks/components/TaskControl';

type TaskRowProps = {
  task: Task;
  actions: ReturnType<typeof useTaskActions>;
  /** Why the member may not change tasks; null when they may. */
  notPermitted: string | null;
  onOpenComments: (task: Task) => void;
};

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export const TaskRow = ({ task, actions, notPermitted, onOpenComments }: TaskRowProps) => {
  const readOnly = notPermitted !== null || actions.busy;
  const done = task.status === 'done';
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 240 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, textDecoration: done ? 'line-through' : 'none' }}>
          {task.title}
        </Typography>
        {task.description && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'pre-line' }}>
            {task.description}
          </Typography>
        )}
        {task.closingNote && (
          <Typography variant="caption" color="success.dark" component="p">
            {task.closingNote}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <NotPermittedTooltip reason={notPermitted}>
          <OwnerSelect
            label={`${text.columns.owner}: ${task.title}`}
            hiddenLabel
            value={task.owner}
            disabled={readOnly}
            onChange={(owner) => void actions.assign(task, owner)}
          />
        </NotPermittedTooltip>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <NotPermittedTooltip reason={notPermitted}>
            <TextField
              type="date"
              size="small"
              value={task.dueDate}
              disabled={readOnly}
              slotProps={{ htmlInput: { 'aria-label': `${text.columns.due}: ${task.title}` } }}
              onChange={(event) => {
                const day = event.target.value;
                if (isCalendarDay(day) && day !== task.dueDate) void actions.reschedule(task, day);
              }}
            />
          </NotPermittedTooltip>
          {task.overdue && <Chip size="small" color="error" label={text.overdue} />}
        </Box>
      </TableCell>
      <TableCell>
        <TaskPriorityChip priority={task.priority} />
      </TableCell>
      <TableCell>
        <Chip size="small" variant={done ? 'filled' : 'outlined'} label={statusLabels[task.status]} />
      </TableCell>
      <TableCell>
        <TaskControl task={task} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={text.comments}>
          <IconButton size="small" aria-label={text.commentsFor(task.title)} onClick={() => onOpenComments(task)}>
            <ChatBubbleOutline fontSize="small" />
          </IconButton>
        </Tooltip>
        <NotPermittedTooltip reason={notPermitted}>
          <Button
            size="small"
            variant="outlined"
            disabled={readOnly}
            aria-label={`${done ? text.reopen : text.complete}: ${task.title}`}
            onClick={() => void (done ? actions.reopen(task) : actions.complete(task))}
          >
            {done ? text.reopen : text.complete}
          </Button>
        </NotPermittedTooltip>
      </TableCell>
    </TableRow>
  );
};
