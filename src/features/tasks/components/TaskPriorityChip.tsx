import Chip from '@mui/material/Chip';
import type { TaskPriority } from '@/contracts/enums';
import { priorityLabels } from '@/features/tasks/constants';

const priorityColors = { high: 'error', medium: 'warning', low: 'info' } as const satisfies Record<
  TaskPriority,
  string
>;

/** SPEC §9 priority, coloured by urgency; the dashboard's upcoming tasks show the same chip. */
export const TaskPriorityChip = ({ priority }: { priority: TaskPriority }) => (
  <Chip
    size="small"
    variant="outlined"
    color={priorityColors[priority]}
    label={priorityLabels[priority]}
    sx={{ color: `${priorityColors[priority]}.dark`, flexShrink: 0 }}
  />
);
