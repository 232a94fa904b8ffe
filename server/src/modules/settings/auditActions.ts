import type { AuditCategory } from '@/contracts/enums';
import { type AuditedTransaction, recordAudit } from '../auditLogs';
import type { ClientInfo } from '../../core/actor';
import type { UserWithCompany } from '../users';

export const settingsActions = {
  notificationsUpdated: 'Notification Settings Updated',
  complianceUpdated: 'Compliance Settings Updated',
  organizationUpdated: 'Organization Settings Updated',
  imported: 'Settings Imported',
  reset: 'Settings Reset',
  slackUpdated: 'Slack Webhook Updated',
  slackRemoved: 'Slack Webhook Removed',
} as const;

export type SettingsEvent = {
  action: (typeof settingsActions)[keyof typeof settingsActions];
  category: AuditCategory;
  details: string;
};

/** A settings change, recorded in the transaction that makes it. */
export const auditSettings = (
  trx: AuditedTransaction,
  user: UserWithCompany,
  client: ClientInfo,
  event: SettingsEvent,
  now: string,
): Promise<void> =>
  recordAudit(
    trx,
    {
      ...event,
      severity: 'info',
      organizationId: user.organization_id,
      userId: user.id,
      userLabel: user.name,
      resource: 'settings',
      ipAddress: client.ip,
    },
    now,
  );
