import { baseApi } from '@/api/baseApi';
import { tasksText } from '@/features/tasks/constants';
import type { ControlSettings } from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import type { CreateTaskInput, Task, TaskAssignee, TaskListQuery, TaskPage, UpdateTaskInput } from '@/contracts/tasks';

/** A control a task can be linked to. */
export type ControlOption = Pick<ControlSettings, 'controlId' | 'name'>;

// The dashboard's upcoming tasks read the same table: every change refreshes them too.
const changed = ['Task', 'Dashboard'] as const;

export const tasksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<TaskPage, TaskListQuery>({
      query: (params) => ({ url: 'tasks', params }),
      providesTags: ['Task'],
      extraOptions: { fallbackMessage: tasksText.loadFailed },
    }),
    getAssignees: build.query<TaskAssignee[], void>({
      query: () => 'tasks/assignees',
      extraOptions: { fallbackMessage: tasksText.loadFailed },
    }),
    getControlOptions: build.query<ControlOption[], FrameworkId>({
      query: (framework) => ({ url: 'controls', params: { framework } }),
      transformResponse: (controls: ControlSettings[]) => controls.map(({ controlId, name }) => ({ controlId, name })),
      extraOptions: { fallbackMessage: tasksText.loadFailed },
    }),
    createTask: build.mutation<Task, CreateTaskInput>({
      query: (body) => ({ url: 'tasks', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...changed] : []),
      extraOptions: { fallbackMessage: tasksText.saveFailed },
    }),
    updateTask: build.mutation<Task, { id: string; changes: UpdateTaskInput }>({
      query: ({ id, changes }) => ({ url: `tasks/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (result) => (result ? [...changed] : []),
      extraOptions: { fallbackMessage: tasksText.saveFailed },
    }),
    setTaskStatus: build.mutation<Task, { id: string; action: 'complete' | 'reopen' }>({
      query: ({ id, action }) => ({ url: `tasks/${id}/${action}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [...changed] : []),
      extraOptions: { fallbackMessage: tasksText.saveFailed },
    }),
  }),
});

export const {
  useGetTasksQuery,
  useGetAssigneesQuery,
  useGetControlOptionsQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useSetTaskStatusMutation,
} = tasksApi;
