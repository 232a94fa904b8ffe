import { type AuditedTransaction, recordAudit } from '../auditLogs';

export const taskAuditActions = {
  created: 'Task Created',
  updated: 'Task Updated',
  completed: 'Task Completed',
  reopened: 'Task Reopened',
} as const;

export type TaskActor = { organizationId: string; userId: string; userLabel: string; ipAddress: string };

export const recordTaskAudit = (
  trx: AuditedTransaction,
  actor: TaskActor,
  taskId: string,
  action: (typeof taskAuditActions)[keyof typeof taskAuditActions],
  details: string,
  now: string,
) =>
  recordAudit(
    trx,
    {
      organizationId: actor.organizationId,
      userId: actor.userId,
      userLabel: actor.userLabel,
      action,
      severity: 'info',
      category: 'compliance',
      details,
      resource: `task:${taskId}`,
      ipAddress: actor.ipAddress,
    },
    now,
  );
