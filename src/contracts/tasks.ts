import { z } from 'zod';
import { frameworkIds, taskPriorities, taskStatuses } from './enums';
import { dataResponse } from './envelope';
import { calendarDayField, optionalText } from './fields';
import { freeTextMax } from './fieldLimits';
import { pageQuery, pagination } from './paging';
import { taskTitleMax } from './taskLimits';

export const taskPageSize = 20;
const controlIdMax = 40;

const noChoice = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

const title = z
  .string()
  .trim()
  .min(1)
  .max(taskTitleMax)
  .regex(/^[^\p{Cc}\u2028\u2029]*$/u, 'must not contain line breaks or control characters');

/** The filters of the task list; owner is a member id, 'mine' or 'unassigned'. */
export const taskListQuery = z.object({
  status: z.preprocess(noChoice, z.enum(taskStatuses).optional()),
  priority: z.preprocess(noChoice, z.enum(taskPriorities).optional()),
  owner: z.preprocess(noChoice, z.union([z.literal('mine'), z.literal('unassigned'), z.uuid()]).optional()),
  control: z.preprocess(noChoice, z.string().trim().max(controlIdMax).optional()),
  overdue: z.preprocess(noChoice, z.enum(['true', 'false']).optional()),
  ...pageQuery(taskPageSize, 100),
});

export const taskParams = z.object({ id: z.uuid() });

export const createTaskBody = z.object({
  title,
  description: optionalText(freeTextMax),
  dueDate: calendarDayField('dueDate'),
  priority: z.enum(taskPriorities),
  controlId: z
    .string()
    .trim()
    .max(controlIdMax)
    .nullish()
    .transform((value) => value || null),
  ownerId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
});

/** Only the fields sent change; ownerId null unassigns. */
export const updateTaskBody = z
  .object({
    title: title.optional(),
    description: optionalText(freeTextMax).optional(),
    dueDate: calendarDayField('dueDate').optional(),
    priority: z.enum(taskPriorities).optional(),
    ownerId: z.uuid().nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Request body names no field to change');

const person = z.object({ id: z.string(), name: z.string() });

export const task = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  dueDate: z.string(),
  priority: z.enum(taskPriorities),
  status: z.enum(taskStatuses),
  controlId: z.string().nullable(),
  /** The catalogue the linked control is in (a control id names one control across all of them). */
  framework: z.enum(frameworkIds).nullable(),
  owner: person.nullable(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Why the system closed the task, e.g. "Closed automatically: MFA enforcement passes since 2026-07-01". */
  closingNote: z.string().nullable(),
  overdue: z.boolean(),
});

export const taskPage = z.object({ tasks: z.array(task), pagination });

export const taskListResponse = dataResponse(taskPage);
export const taskResponse = dataResponse(task);
/** A member a task can be assigned to; invited until they accept their invitation. */
const assignee = person.extend({ invited: z.boolean() });

export const assigneesResponse = dataResponse(z.array(assignee));

export type TaskListQuery = z.input<typeof taskListQuery>;
export type TaskFilters = z.output<typeof taskListQuery>;
export type CreateTaskBody = z.output<typeof createTaskBody>;
export type CreateTaskInput = z.input<typeof createTaskBody>;
export type UpdateTaskBody = z.output<typeof updateTaskBody>;
export type UpdateTaskInput = z.input<typeof updateTaskBody>;
export type Task = z.output<typeof task>;
export type TaskPage = z.output<typeof taskPage>;
export type TaskPerson = z.output<typeof person>;
export type TaskAssignee = z.output<typeof assignee>;
