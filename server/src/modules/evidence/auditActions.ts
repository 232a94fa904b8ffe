import type { AuditEvent } from '../../core/auditTrail/recordAudit';
import type { ShareLinkActions } from '../shareLinks';

export const evidenceAuditActions = {
  uploaded: 'Evidence Uploaded',
  versionAdded: 'Evidence Version Added',
  approved: 'Evidence Approved',
  rejected: 'Evidence Rejected',
  downloaded: 'Evidence Downloaded',
  shared: 'Evidence Shared',
  shareRevoked: 'Evidence Share Revoked',
  sharedOpened: 'Shared Evidence Opened',
} as const;

type Kind = Pick<AuditEvent, 'severity' | 'category'>;

/** As the trail has always told evidence events: changes to it are compliance events, reading it is data access. */
export const evidenceChange: Kind = { severity: 'success', category: 'compliance' };
export const evidenceRead: Kind = { severity: 'info', category: 'data' };

export const evidenceLinkActions: ShareLinkActions = {
  shared: evidenceAuditActions.shared,
  revoked: evidenceAuditActions.shareRevoked,
  opened: evidenceAuditActions.sharedOpened,
};
