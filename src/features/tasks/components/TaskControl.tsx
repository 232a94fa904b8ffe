import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { controlLabel } from '@/contracts/controls';
import type { Task } from '@/contracts/tasks';
import { tasksText as text } from '@/features/tasks/constants';
import { controlOnHeatmapPath } from '@/features/tasks/heatmapLink';

/** The control a task remediates, as a link to its details on the heat map. */
export const TaskControl = ({ task }: { task: Pick<Task, 'controlId' | 'framework'> }) => {
  if (!task.controlId) return text.noControl;
  if (!task.framework) return controlLabel(task.controlId);
  return (
    <Link
      component={RouterLink}
      to={controlOnHeatmapPath(task.framework, task.controlId)}
      aria-label={text.openControl(controlLabel(task.controlId))}
    >
      {controlLabel(task.controlId)}
    </Link>
  );
};
