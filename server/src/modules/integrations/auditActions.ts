import type { AuditCategory, AuditSeverity } from '@/contracts/enums';

export const integrationAuditActions = {
  connected: 'Integration Connected',
  connectionFailed: 'Integration Connection Failed',
  disconnected: 'Integration Disconnected',
  syncFailed: 'Integration Sync Failed',
} as const;

export type IntegrationAuditAction = (typeof integrationAuditActions)[keyof typeof integrationAuditActions];

/** How the trail files each integration event. */
export const integrationAuditKinds: Record<
  IntegrationAuditAction,
  { severity: AuditSeverity; category: AuditCategory }
> = {
  [integrationAuditActions.connected]: { severity: 'success', category: 'system' },
  [integrationAuditActions.connectionFailed]: { severity: 'warning', category: 'system' },
  [integrationAuditActions.disconnected]: { severity: 'info', category: 'system' },
  [integrationAuditActions.syncFailed]: { severity: 'warning', category: 'system' },
};
