import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  assigneesResponse,
  createTaskBody,
  type Task,
  taskListQuery,
  taskListResponse,
  taskParams,
  taskResponse,
  updateTaskBody,
} from '@/contracts/tasks';

const alex = { id: '0b6f2a8e-3c1d-4e5f-8a9b-7c6d5e4f3a2b', name: 'Alex Morgan' };
const priya = { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', name: 'Priya Shah' };

const example: Task = {
  id: '3f1c2b4a-6d5e-4f7a-8b9c-0d1e2f3a4b5c',
  title: 'Complete the quarterly access review',
  description: 'Review every engineer with production access.',
  dueDate: '2026-06-04',
  priority: 'high',
  status: 'open',
  controlId: 'CC6.2',
  framework: 'SOC2',
  owner: priya,
  createdBy: alex,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
  completedAt: null,
  closingNote: null,
  overdue: false,
};

const taskDocumented = (description: string, task: Task = example) =>
  documented(taskResponse, description, { success: true, data: task });

export const listSchema = {
  ...describeRoute({ tag: 'Tasks', summary: "A page of the organisation's tasks: open first, soonest due first" }),
  querystring: taskListQuery,
  response: {
    200: documented(taskListResponse, 'The page', {
      success: true,
      data: { tasks: [example], pagination: { page: 1, limit: 20, total: 1, pages: 1 } },
    }),
    ...failures(400, 401, 503),
  },
};

export const assigneesSchema = {
  ...describeRoute({ tag: 'Tasks', summary: 'The members a task can be assigned to, pending invitees included' }),
  response: {
    200: documented(assigneesResponse, 'Id and name of each member, and whether they are yet to join', {
      success: true,
      data: [
        { ...alex, invited: false },
        { ...priya, invited: true },
      ],
    }),
    ...failures(401, 503),
  },
};

export const createSchema = {
  ...describeRoute({ tag: 'Tasks', summary: 'Create a task (audited; the owner is notified)' }),
  body: createTaskBody,
  response: { 201: taskDocumented('The task'), ...failures(400, 401, 404, 413, 415, 503) },
};

export const updateSchema = {
  ...describeRoute({ tag: 'Tasks', summary: 'Change the fields sent (audited; a new owner is notified)' }),
  params: taskParams,
  body: updateTaskBody,
  response: { 200: taskDocumented('The task as changed'), ...failures(400, 401, 404, 413, 415, 503) },
};

export const completeSchema = {
  ...describeRoute({ tag: 'Tasks', summary: 'Complete a task (audited)' }),
  params: taskParams,
  response: {
    200: taskDocumented('The task, done', { ...example, status: 'done', completedAt: '2026-06-03T10:00:00.000Z' }),
    ...failures(400, 401, 404, 503),
  },
};

export const reopenSchema = {
  ...describeRoute({ tag: 'Tasks', summary: 'Reopen a completed task (audited)' }),
  params: taskParams,
  response: { 200: taskDocumented('The task, open again'), ...failures(400, 401, 404, 503) },
};
