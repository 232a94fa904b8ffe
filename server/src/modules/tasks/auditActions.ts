export const taskAuditActions = {
  created: 'Task Created',
  updated: 'Task Updated',
  completed: 'Task Completed',
  reopened: 'Task Reopened',
} as const;
