import { type AuditActor, type AuditedTransaction, recordActorAudit } from '../auditLogs';

export const automatedEvidenceDownloaded = 'Automated Evidence Downloaded';

/** As evidence downloads are told: reading evidence is data access. */
export const recordAutomatedEvidenceDownload = (
  trx: AuditedTransaction,
  actor: AuditActor,
  event: { integration: string; check: string; details: string },
  now: string,
): Promise<void> =>
  recordActorAudit(
    trx,
    actor,
    {
      action: automatedEvidenceDownloaded,
      severity: 'info',
      category: 'data',
      details: event.details,
      resource: `automated-evidence:${event.integration}:${event.check}`,
    },
    now,
  );
