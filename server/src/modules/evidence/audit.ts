import { type AuditedTransaction, recordAudit } from '../auditLogs/service';

export const evidenceAuditActions = {
  uploaded: 'Evidence Uploaded',
  versionAdded: 'Evidence Version Added',
  approved: 'Evidence Approved',
  rejected: 'Evidence Rejected',
  downloaded: 'Evidence Downloaded',
} as const;

export type EvidenceAuditAction = (typeof evidenceAuditActions)[keyof typeof evidenceAuditActions];

export type EvidenceActor = { organizationId: string; userId: string; userLabel: string; ipAddress: string | null };

export const recordEvidenceAudit = (
  trx: AuditedTransaction,
  actor: EvidenceActor,
  event: { action: EvidenceAuditAction; evidenceId: string; details: string },
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
      resource: `evidence:${event.evidenceId}`,
      ipAddress: actor.ipAddress,
    },
    now,
  );
