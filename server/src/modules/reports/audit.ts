import { type AuditActor, type AuditedTransaction, recordActorAudit } from '../auditLogs';

export const reportAuditActions = {
  requested: 'Report Generation Requested',
  downloaded: 'Report Downloaded',
  deleted: 'Report Deleted',
  shared: 'Report Shared',
  shareRevoked: 'Report Share Revoked',
  sharedOpened: 'Shared Report Opened',
  scheduled: 'Report Scheduled',
  scheduleRemoved: 'Report Schedule Removed',
} as const;

export type ReportAuditAction = (typeof reportAuditActions)[keyof typeof reportAuditActions];

/** Who acts on a report: a member, or (opening a share link) nobody signed in. */
export type ReportActor = AuditActor;

export const recordReportAudit = (
  trx: AuditedTransaction,
  actor: ReportActor,
  event: { action: ReportAuditAction; resource: string; details: string },
  now: string,
): Promise<void> => recordActorAudit(trx, actor, { ...event, severity: 'info', category: 'data' }, now);
