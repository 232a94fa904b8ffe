import { type AuditedTransaction, recordAudit } from '../auditLogs/service';

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
export type ReportActor = {
  organizationId: string;
  userId: string | null;
  userLabel: string;
  ipAddress: string | null;
};

export const recordReportAudit = (
  trx: AuditedTransaction,
  actor: ReportActor,
  event: { action: ReportAuditAction; resource: string; details: string },
  now: string,
): Promise<void> =>
  recordAudit(
    trx,
    {
      organizationId: actor.organizationId,
      userId: actor.userId,
      userLabel: actor.userLabel,
      action: event.action,
      severity: 'info',
      category: 'data',
      details: event.details,
      resource: event.resource,
      ipAddress: actor.ipAddress,
    },
    now,
  );
