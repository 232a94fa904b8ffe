import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Task } from '@/contracts/tasks';
import { usePermission } from '@/features/auth/usePermission';
import { tasksText as text } from '@/features/tasks/constants';
import { TaskRow } from '@/features/tasks/components/TaskRow';
import { useTaskActions } from '@/features/tasks/useTaskActions';
import { VisuallyHidden } from '@/components/VisuallyHidden';

const columns = [text.columns.task, text.columns.owner, text.columns.due, text.columns.priority, text.columns.status];

type TaskTableProps = { tasks: Task[]; onOpenComments: (task: Task) => void };

export const TaskTable = ({ tasks, onOpenComments }: TaskTableProps) => {
  const actions = useTaskActions();
  const { reason } = usePermission('tasks:manage');
  if (tasks.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {text.empty}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={text.heading}>
        <TableHead>
          <TableRow>
            {[...columns, text.columns.control].map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell>
              <VisuallyHidden>{text.columns.actions}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              actions={actions}
              notPermitted={reason}
              onOpenComments={onOpenComments}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
