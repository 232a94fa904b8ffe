import { type AuditActor, type AuditedTransaction, type AuditEntry, recordActorAudit } from '../auditLogs';

export const integrationAuditActions = {
  connected: 'Integration Connected',
  connectionFailed: 'Integration Connection Failed',
  disconnected: 'Integration Disconnected',
  syncFailed: 'Integration Sync Failed',
} as const;

export type IntegrationAuditAction = (typeof integrationAuditActions)[keyof typeof integrationAuditActions];

const kinds: Record<IntegrationAuditAction, Pick<AuditEntry, 'severity' | 'category'>> = {
  [integrationAuditActions.connected]: { severity: 'success', category: 'system' },
  [integrationAuditActions.connectionFailed]: { severity: 'warning', category: 'system' },
  [integrationAuditActions.disconnected]: { severity: 'info', category: 'system' },
  [integrationAuditActions.syncFailed]: { severity: 'warning', category: 'system' },
};

/** A member's change to an integration, or (a scheduled sync) the system's. */
export const recordIntegrationAudit = (
  trx: AuditedTransaction,
  actor: AuditActor,
  event: { action: IntegrationAuditAction; type: string; details: string },
  now: string,
): Promise<void> =>
  recordActorAudit(
    trx,
    actor,
    { action: event.action, ...kinds[event.action], details: event.details, resource: `integration:${event.type}` },
    now,
  );
