import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { tasksText as text } from '@/features/tasks/constants';
import { TaskFilters } from '@/features/tasks/components/TaskFilters';
import { TaskTable } from '@/features/tasks/components/TaskTable';
import { useGetTasksQuery } from '@/features/tasks/tasksApi';
import { pageChanged, selectTaskFilters, selectTaskQuery } from '@/features/tasks/tasksSlice';
import { OpenedOnce } from '@/components/OpenedOnce';
import { lazyNamed } from '@/lib/lazyNamed';
import { useLinkedParam } from '@/lib/useLinkedParam';
import { taskCommentsParam } from '@/features/tasks/taskLink';

// The dialog and its control picker load the first time a member creates a task, not with the list.
const CreateTaskDialog = lazyNamed(
  () => import(/* webpackChunkName: "create-task" */ '@/features/tasks/components/CreateTaskDialog'),
  'CreateTaskDialog',
);
const TaskCommentsDialog = lazyNamed(
  () => import(/* webpackChunkName: "task-comments" */ '@/features/tasks/components/TaskCommentsDialog'),
  'TaskCommentsDialog',
);

/** The organisation's remediation tasks (the Tasks screen and Settings > Tasks), filtered, with what the role may do. */
export const TasksTab = () => {
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectTaskQuery);
  const { page } = useAppSelector(selectTaskFilters);
  const { data, isLoading, isError, refetch } = useGetTasksQuery(query);
  const { allowed, reason } = usePermission('tasks:manage');
  const [creating, setCreating] = useState(false);
  const comments = useLinkedParam(taskCommentsParam);
  const pages = data?.pagination.pages ?? 1;

  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {text.heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.description}
          </Typography>
        </Box>
        <NotPermittedTooltip reason={reason}>
          <Button variant="contained" startIcon={<AddIcon />} disabled={!allowed} onClick={() => setCreating(true)}>
            {text.newTask}
          </Button>
        </NotPermittedTooltip>
      </Box>
      <TaskFilters />
      {isError ? (
        <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <PageLoader label={text.heading} />
      ) : (
        <TaskTable tasks={data.tasks} onOpenComments={(task) => comments.open(task.id)} />
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
          <Button size="small" disabled={page <= 1} onClick={() => dispatch(pageChanged(page - 1))}>
            {text.previous}
          </Button>
          <Typography variant="body2">{text.pageOf(page, pages)}</Typography>
          <Button size="small" disabled={page >= pages} onClick={() => dispatch(pageChanged(page + 1))}>
            {text.next}
          </Button>
        </Box>
      )}
      <OpenedOnce open={comments.openId !== null}>
        <TaskCommentsDialog taskId={comments.openId} onClose={comments.close} />
      </OpenedOnce>
      {allowed && (
        <OpenedOnce open={creating}>
          <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
        </OpenedOnce>
      )}
    </Stack>
  );
};
