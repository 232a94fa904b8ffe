import type { Db } from '../../db/database';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { type Clock, isoNow } from '../../lib/clock';
import { taskAuditActions } from './auditActions';
import { notifyTaskAssigned } from './notices';
import { isCatalogueControl } from './controls';
import { describeChanges, describeNewTask } from './describe';
import { findAssignableMember } from '../members';
import { type TaskChanges, insertTasks, updateTaskRow } from './repository';
import { hasOpenTwin } from './remediationRepository';
import { findTask, listTasks } from './taskQueries';
import type { TaskStatus } from '@/contracts/enums';
import type { CreateTaskBody, Task, TaskFilters, TaskPage, UpdateTaskBody } from '@/contracts/tasks';

export type TaskDeps = Pick<AppDeps, 'db' | 'clock'>;

type TaskAuditAction = (typeof taskAuditActions)[keyof typeof taskAuditActions];

const auditTask = (
  trx: AuditedTransaction,
  actor: MemberActor,
  id: string,
  action: TaskAuditAction,
  details: string,
  at: string,
) => recordAudit(trx, actor, { action, severity: 'info', category: 'compliance', details, resource: `task:${id}`, at });

export const taskNotFound = 'Task not found';
export const ownerNotFound = 'ownerId is not a member of your organisation';
export const twinOpen = 'An automatic task for the same control and check is open: complete it or work on that one';
export const unknownControl = 'controlId is not a control of the SOC2, ISO27001, HIPAA or GDPR catalogues';

const calendarToday = (clock: Clock) => isoNow(clock).slice(0, 10);

export const listTaskPage = async (
  { db, clock }: TaskDeps,
  caller: Pick<MemberActor, 'organizationId' | 'userId'>,
  filters: TaskFilters,
): Promise<TaskPage> => {
  const { tasks, total } = await listTasks(db, { ...caller, today: calendarToday(clock) }, filters);
  const { page, limit } = filters;
  return { tasks, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
};

const requireOwner = async (db: Db, organizationId: string, ownerId: string | null) => {
  if (ownerId === null) return null;
  const owner = await findAssignableMember(db, organizationId, ownerId);
  if (!owner) throw new AppError(404, ownerNotFound);
  return owner;
};

const requireTask = async (db: Db, organizationId: string, id: string, clock: Clock): Promise<Task> => {
  const task = await findTask(db, organizationId, id, calendarToday(clock));
  if (!task) throw new AppError(404, taskNotFound);
  return task;
};

const notifyOwner = (trx: Db, actor: MemberActor, task: Task, now: string) =>
  task.owner
    ? notifyTaskAssigned(
        trx,
        { organizationId: actor.organizationId, title: task.title, dueDate: task.dueDate },
        { ownerId: task.owner.id, assignerId: actor.userId, assignerName: actor.name },
        now,
      )
    : Promise.resolve();

export const createTask = async ({ db, clock }: TaskDeps, actor: MemberActor, body: CreateTaskBody): Promise<Task> => {
  if (body.controlId !== null && !isCatalogueControl(body.controlId)) throw new AppError(400, unknownControl);
  await requireOwner(db, actor.organizationId, body.ownerId);
  const id = crypto.randomUUID();
  const now = isoNow(clock);
  return db.transaction().execute(async (trx) => {
    await insertTasks(trx, [
      {
        id,
        organization_id: actor.organizationId,
        title: body.title,
        description: body.description,
        due_date: body.dueDate,
        priority: body.priority,
        status: 'open',
        control_id: body.controlId,
        owner_id: body.ownerId,
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
        completed_at: null,
      },
    ]);
    const task = await requireTask(trx, actor.organizationId, id, clock);
    await auditTask(trx, actor, id, taskAuditActions.created, describeNewTask(task), now);
    await notifyOwner(trx, actor, task, now);
    return task;
  });
};

const changesOf = (body: UpdateTaskBody): TaskChanges => ({
  ...(body.title === undefined ? {} : { title: body.title }),
  ...(body.description === undefined ? {} : { description: body.description }),
  ...(body.dueDate === undefined ? {} : { due_date: body.dueDate }),
  ...(body.priority === undefined ? {} : { priority: body.priority }),
  ...(body.ownerId === undefined ? {} : { owner_id: body.ownerId }),
});

/** Changes what the body names; a new owner (other than the actor) is notified; unchanged fields are not audited. */
export const updateTask = async (
  { db, clock }: TaskDeps,
  actor: MemberActor,
  id: string,
  body: UpdateTaskBody,
): Promise<Task> => {
  const before = await requireTask(db, actor.organizationId, id, clock);
  if (body.ownerId !== undefined) await requireOwner(db, actor.organizationId, body.ownerId);
  const now = isoNow(clock);
  return db.transaction().execute(async (trx) => {
    const changes = changesOf(body);
    const reassigned = body.ownerId !== undefined && body.ownerId !== (before.owner?.id ?? null);
    const rescheduled = body.dueDate !== undefined && body.dueDate !== before.dueDate;
    // A new owner or due date is a new deadline: the overdue notice may be due again.
    const overdueReset = reassigned || rescheduled ? { overdue_notified_at: null } : {};
    await updateTaskRow(trx, actor.organizationId, id, { ...changes, ...overdueReset, updated_at: now });
    const after = await requireTask(trx, actor.organizationId, id, clock);
    const details = describeChanges(before, after);
    if (details) await auditTask(trx, actor, id, taskAuditActions.updated, details, now);
    if (reassigned) await notifyOwner(trx, actor, after, now);
    return after;
  });
};

/** Completes or reopens a task; asking for the status it already has changes and audits nothing. */
export const setTaskStatus = async (
  { db, clock }: TaskDeps,
  actor: MemberActor,
  id: string,
  status: TaskStatus,
): Promise<Task> => {
  const before = await requireTask(db, actor.organizationId, id, clock);
  if (before.status === status) return before;
  if (status === 'open' && (await hasOpenTwin(db, actor.organizationId, id))) throw new AppError(409, twinOpen);
  const now = isoNow(clock);
  return db.transaction().execute(async (trx) => {
    await updateTaskRow(trx, actor.organizationId, id, {
      status,
      completed_at: status === 'done' ? now : null,
      closing_note: null,
      updated_at: now,
    });
    const action = status === 'done' ? taskAuditActions.completed : taskAuditActions.reopened;
    await auditTask(trx, actor, id, action, `Task "${before.title}": status ${before.status} -> ${status}`, now);
    return requireTask(trx, actor.organizationId, id, clock);
  });
};
