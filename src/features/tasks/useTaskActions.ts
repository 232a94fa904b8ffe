import { getApiErrorMessage } from '@/api/apiError';
import type { Task, TaskPerson } from '@/contracts/tasks';
import { tasksText } from '@/features/tasks/constants';
import { useSetTaskStatusMutation, useUpdateTaskMutation } from '@/features/tasks/tasksApi';
import { useToast } from '@/features/toasts/useToast';

/** Assign, reschedule, complete and reopen a task: a success toast once the server confirmed, else its reason. */
export const useTaskActions = () => {
  const toast = useToast();
  const [update, { isLoading: updating }] = useUpdateTaskMutation();
  const [setStatus, { isLoading: settingStatus }] = useSetTaskStatusMutation();

  const run = async (work: Promise<unknown>, success: string) => {
    try {
      await work;
      toast.success(success);
    } catch (error) {
      toast.error(getApiErrorMessage(error, tasksText.saveFailed));
    }
  };

  return {
    busy: updating || settingStatus,
    assign: (task: Task, owner: TaskPerson | null) =>
      run(
        update({ id: task.id, changes: { ownerId: owner?.id ?? null } }).unwrap(),
        owner ? tasksText.assigned(owner.name) : tasksText.unassignedToast,
      ),
    reschedule: (task: Task, dueDate: string) =>
      run(update({ id: task.id, changes: { dueDate } }).unwrap(), tasksText.rescheduled),
    complete: (task: Task) => run(setStatus({ id: task.id, action: 'complete' }).unwrap(), tasksText.completed),
    reopen: (task: Task) => run(setStatus({ id: task.id, action: 'reopen' }).unwrap(), tasksText.reopened),
  };
};
