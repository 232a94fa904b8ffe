import type { AuditEvent } from '../../core/auditTrail/recordAudit';
import type { ShareLinkActions } from '../shareLinks';

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

/** Every report event is data access, as the trail has always told it. */
export const reportEvent: Pick<AuditEvent, 'severity' | 'category'> = { severity: 'info', category: 'data' };

export const reportLinkActions: ShareLinkActions = {
  shared: reportAuditActions.shared,
  revoked: reportAuditActions.shareRevoked,
  opened: reportAuditActions.sharedOpened,
};
