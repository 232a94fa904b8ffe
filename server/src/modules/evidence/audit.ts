import { type AuditActor, type AuditedTransaction, type AuditEntry, recordActorAudit } from '../auditLogs/service';

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

export type EvidenceAuditAction = (typeof evidenceAuditActions)[keyof typeof evidenceAuditActions];

/** As the trail has always told evidence events: changes to it are compliance events, reading it is data access. */
const kinds: Record<EvidenceAuditAction, Pick<AuditEntry, 'severity' | 'category'>> = {
  [evidenceAuditActions.uploaded]: { severity: 'success', category: 'compliance' },
  [evidenceAuditActions.versionAdded]: { severity: 'success', category: 'compliance' },
  [evidenceAuditActions.approved]: { severity: 'success', category: 'compliance' },
  [evidenceAuditActions.rejected]: { severity: 'warning', category: 'compliance' },
  [evidenceAuditActions.downloaded]: { severity: 'info', category: 'data' },
  [evidenceAuditActions.shared]: { severity: 'info', category: 'data' },
  [evidenceAuditActions.shareRevoked]: { severity: 'info', category: 'data' },
  [evidenceAuditActions.sharedOpened]: { severity: 'info', category: 'data' },
};

export type EvidenceActor = AuditActor & { userId: string };

/** A member, or (opening a share link) nobody signed in. */
export const recordEvidenceAudit = (
  trx: AuditedTransaction,
  actor: AuditActor,
  event: { action: EvidenceAuditAction; evidenceId: string; details: string },
  now: string,
): Promise<void> =>
  recordActorAudit(
    trx,
    actor,
    { action: event.action, ...kinds[event.action], details: event.details, resource: `evidence:${event.evidenceId}` },
    now,
  );
